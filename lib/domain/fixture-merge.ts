// Decides what one feed update changes on a stored fixture: pure, so every rule is unit-tested without a database.
import type { GameStatus, Side } from "@/lib/domain/enum-values";
import type { SpreadLine, TotalLine } from "@/lib/domain/markets";
import { sameSpread, sameTotal, wholeSpread, wholeTotal } from "./market-lines";
import { canMoveTo } from "./fixture-status-rules";

/** What a feed reports of one game's state; a feed's update (lib/feeds) adds who plays and where it comes from. */
export type GameReport = {
  startsAt: Date;
  status: GameStatus;
  /** US money lines; null where the provider carries none (sync then keeps what it had). */
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  /**
   * The spread and the total, each whole (point and both prices) or null where the provider carries none: sync then
   * keeps what it had, as for money lines. Left out by feeds that know no markets beyond the money line.
   */
  spread?: SpreadLine | null;
  total?: TotalLine | null;
  homeScore: number | null;
  awayScore: number | null;
  winnerSide: Side | null;
};

export type StoredFixture = {
  id: number;
  status: GameStatus;
  startsAt: Date;
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  spread: SpreadLine | null;
  total: TotalLine | null;
  homeScore: number | null;
  awayScore: number | null;
  winnerSide: Side | null;
  /** When the closing line was taken; null while the game has not started. */
  closingLineAt: Date | null;
};

/** closesLine: the game has started, so the stored lines of every market (the last seen before the start) become its closing line. */
export type FixtureFields = Omit<StoredFixture, "id" | "closingLineAt"> & { oddsChanged: boolean; closesLine: boolean };

/**
 * The line closes at the first sync that sees the game started: by its status, or by the clock when a feed still
 * calls a game PREGAME after its start. The lines stored before this update are the close, so a lagging feed's
 * post-start prices never count.
 */
function closesLine(stored: StoredFixture, status: GameStatus, now: Date): boolean {
  // A game first seen after its start has no line seen before it: it gets no closing line rather than a late one.
  if (stored.closingLineAt !== null || stored.status !== "PREGAME") return false;
  if (status === "IN_PROGRESS" || status === "FINAL") return true;
  // A postponed or called-off game did not start: its line has not closed.
  return status === "PREGAME" && now.getTime() >= stored.startsAt.getTime();
}

/** The fields after the update, or null when nothing changes; revisesFinals: false keeps a stored final's result. */
export function mergeFixture(stored: StoredFixture, update: GameReport, now: Date, { revisesFinals = true } = {}): FixtureFields | null {
  const status = canMoveTo(stored.status, update.status) ? update.status : stored.status;
  const accepted = status === update.status;
  // Odds move only before the game: picks lock their odds, and a line that changes mid-game means nothing.
  const pregame = stored.status === "PREGAME" && status === "PREGAME";
  const homeMoneyLine = pregame ? (update.homeMoneyLine ?? stored.homeMoneyLine) : stored.homeMoneyLine;
  const awayMoneyLine = pregame ? (update.awayMoneyLine ?? stored.awayMoneyLine) : stored.awayMoneyLine;
  // A market the provider no longer carries keeps its last line, as a money line does: absent is not withdrawn.
  const spread = pregame ? (wholeSpread(update.spread) ?? stored.spread) : stored.spread;
  const total = pregame ? (wholeTotal(update.total) ?? stored.total) : stored.total;
  const kept = stored.status === "FINAL" && !revisesFinals;
  const scored = accepted && !kept && (status === "IN_PROGRESS" || status === "FINAL");
  const next: FixtureFields = {
    status,
    closesLine: closesLine(stored, status, now),
    startsAt: status === "PREGAME" || status === "POSTPONED" ? update.startsAt : stored.startsAt,
    homeMoneyLine,
    awayMoneyLine,
    spread,
    total,
    // A FINAL that sends new scores is a correction: settlement compares the result and re-applies it.
    homeScore: scored ? (update.homeScore ?? stored.homeScore) : stored.homeScore,
    awayScore: scored ? (update.awayScore ?? stored.awayScore) : stored.awayScore,
    winnerSide: scored ? (status === "FINAL" ? update.winnerSide : null) : stored.winnerSide,
    oddsChanged:
      homeMoneyLine !== stored.homeMoneyLine ||
      awayMoneyLine !== stored.awayMoneyLine ||
      !sameSpread(spread, stored.spread) ||
      !sameTotal(total, stored.total),
  };
  const changed =
    next.closesLine ||
    next.oddsChanged ||
    next.status !== stored.status ||
    next.startsAt.getTime() !== stored.startsAt.getTime() ||
    next.homeScore !== stored.homeScore ||
    next.awayScore !== stored.awayScore ||
    next.winnerSide !== stored.winnerSide;
  return changed ? next : null;
}
