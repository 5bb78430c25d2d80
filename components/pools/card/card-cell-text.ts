// The words a card pick shows in the week's grid and tables: the side with its point, the confidence number, how it
// ended and whether it was picked automatically; and a game's state (its kickoff, live score or final score).
import type { CardGrid, CardPickView } from "@/lib/contracts/card-pools";

type Game = CardGrid["games"][number];

const OUTCOME_WORDS: Record<NonNullable<CardPickView["outcome"]>, string> = { WIN: "Won", LOOSE: "Lost", PUSH: "Push" };

const signed = (point: number) => (point > 0 ? `+${point}` : point < 0 ? `−${Math.abs(point)}` : "PK");

/** "BUF −2.5" against the spread, "BUF" straight up. */
export function pickSideText(pick: Pick<CardPickView, "side" | "point">, game: Game): string {
  const team = pick.side === "HOME" ? game.home : game.away;
  return pick.point === null ? team.abbreviation : `${team.abbreviation} ${signed(pick.point)}`;
}

/** What follows the side: the confidence number, the result once settled, and the automatic marker. */
export function pickDetails(pick: CardPickView): string[] {
  return [
    pick.confidence === null ? null : `${pick.confidence} pts. at stake`,
    pick.outcome ? OUTCOME_WORDS[pick.outcome] : null,
    pick.auto ? "Automatic" : null,
  ].filter((part): part is string => part !== null);
}

export const gameTitle = (game: Game) => `${game.away.abbreviation} @ ${game.home.abbreviation}`;

/** A started game's state as the boards write it: "Live 14–10", "Final 24–17", or the postponement; null before kickoff. */
export function gameStateText(game: Game): string | null {
  const score = game.score ? ` ${game.score.away}–${game.score.home}` : "";
  if (game.status === "FINAL") return `Final${score}`;
  if (game.status === "POSTPONED") return "Postponed";
  if (game.status === "CANCELED") return "Canceled";
  if (game.status === "IN_PROGRESS" || game.started) return `Live${score}`;
  return null;
}
