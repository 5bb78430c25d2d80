// A card pick as it may leave the pool's screens (an exported file, a share image): shown once its game has started,
// before only as a pick made, the member's own too: what is shared travels beyond the member who asked for it.
import type { CardGrid } from "@/lib/contracts/card-pools";

export type GridCell = CardGrid["rows"][number]["cells"][number];

export function shareableCell(cell: GridCell, game: { started: boolean }): GridCell {
  return cell.state === "shown" && !game.started ? { fixtureId: cell.fixtureId, state: "hidden" } : cell;
}

/** A guess of the last game's total likewise: shown once that game has started. */
export function shareableGuess(guess: CardGrid["rows"][number]["guess"], lastStarted: boolean): CardGrid["rows"][number]["guess"] {
  return guess === null || lastStarted ? guess : "hidden";
}
