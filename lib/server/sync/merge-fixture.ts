// Decides what one feed update changes on a stored fixture: pure, so every rule is unit-tested without a database.
import type { Side } from "@/lib/contracts/enums";
import type { FeedStatus, FixtureUpdate } from "@/lib/feeds/types";
import { canMoveTo } from "./status-rules";

export type StoredFixture = {
  id: number;
  status: FeedStatus;
  startsAt: Date;
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  homeScore: number | null;
  awayScore: number | null;
  winnerSide: Side | null;
};

export type FixtureFields = Omit<StoredFixture, "id"> & { oddsChanged: boolean };

/** The fields after the update, or null when nothing changes. */
export function mergeFixture(stored: StoredFixture, update: FixtureUpdate): FixtureFields | null {
  const status = canMoveTo(stored.status, update.status) ? update.status : stored.status;
  const accepted = status === update.status;
  // Odds move only before the game: picks lock their odds, and a line that changes mid-game means nothing.
  const pregame = stored.status === "PREGAME" && status === "PREGAME";
  const homeMoneyLine = pregame ? (update.homeMoneyLine ?? stored.homeMoneyLine) : stored.homeMoneyLine;
  const awayMoneyLine = pregame ? (update.awayMoneyLine ?? stored.awayMoneyLine) : stored.awayMoneyLine;
  const scored = accepted && (status === "IN_PROGRESS" || status === "FINAL");
  const next: FixtureFields = {
    status,
    startsAt: status === "PREGAME" || status === "POSTPONED" ? update.startsAt : stored.startsAt,
    homeMoneyLine,
    awayMoneyLine,
    // A FINAL that sends new scores is a correction: settlement compares the result and re-applies it.
    homeScore: scored ? (update.homeScore ?? stored.homeScore) : stored.homeScore,
    awayScore: scored ? (update.awayScore ?? stored.awayScore) : stored.awayScore,
    winnerSide: scored ? (status === "FINAL" ? update.winnerSide : null) : stored.winnerSide,
    oddsChanged: homeMoneyLine !== stored.homeMoneyLine || awayMoneyLine !== stored.awayMoneyLine,
  };
  const changed =
    next.oddsChanged ||
    next.status !== stored.status ||
    next.startsAt.getTime() !== stored.startsAt.getTime() ||
    next.homeScore !== stored.homeScore ||
    next.awayScore !== stored.awayScore ||
    next.winnerSide !== stored.winnerSide;
  return changed ? next : null;
}
