// "Pick it too": making another picker's pick yourself, at the line offered now. Offered only where it can be made: a
// visible normal pick on a game that has not started, by someone else, on a game the viewer has not picked.
import { offeredLine, type GameLines, type PickedLine } from "./markets";

export type CopyablePick = {
  hidden: boolean;
  kind: string;
  userId: string;
  fixtureId: number;
  fixture: { status: string };
};

/** What the pick itself says: visible, a normal pick (not a parlay leg), its game not begun as far as the data knows. */
export function isCopyable(pick: CopyablePick): boolean {
  return !pick.hidden && pick.kind === "NORMAL" && pick.fixture.status === "PREGAME";
}

/** `started`: the game's start has passed by the browser's clock (the server's clock still decides the pick itself). */
export function offersPickItToo(pick: CopyablePick, viewer: { id: string; pickedGames: ReadonlySet<number> } | null, started: boolean): boolean {
  if (!viewer || !isCopyable(pick) || started || pick.userId === viewer.id) return false;
  return !viewer.pickedGames.has(pick.fixtureId);
}

/** The same market and side as `pick`, at the point and price the game offers now; null when that side has no line. */
export function sameLineNow(pick: Pick<PickedLine, "market" | "side">, lines: GameLines): PickedLine | null {
  const offered = offeredLine(lines, pick.market, pick.side);
  return offered ? { market: pick.market, side: pick.side, point: offered.point, price: offered.price } : null;
}

/** Whether the line offered now differs from the one taken (a spread or total may have moved its point, or only its price). */
export function lineMoved(taken: { point: number | null; moneyLine: number }, now: PickedLine): boolean {
  return taken.moneyLine !== now.price || (taken.point ?? null) !== now.point;
}
