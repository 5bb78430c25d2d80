// The rules of a normal pick: who may pick, which games are open, which lines can be taken and when a line has moved.
import { SIDES, type Market, type Selection } from "./enum-values";
import type { DbLeague } from "./leagues";
import { MARKET_NAMES, marketsFromColumns, offeredLine, type GameLines, type MarketColumns } from "./markets";

export { SIDES };

export type PickRefusalCode = "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "PICK_CLOSED" | "NO_ODDS" | "ODDS_CHANGED" | "CONFLICT";

/** The line a selection is offered at now: what an ODDS_CHANGED refusal gives back so the page can show it. */
export type CurrentLine = { market: Market; side: Selection; point: number | null; price: number };

/** message is set only where the catalogue's generic text would not tell the picker what to do. */
export type PickRefusal = {
  code: PickRefusalCode;
  message?: string;
  details?: { reason: typeof NICKNAME_REQUIRED } | { current: CurrentLine };
};

/** In a refusal's details: the caller must choose a nickname first (the client then sends them to /nickname). */
export const NICKNAME_REQUIRED = "NICKNAME_REQUIRED";

export const UNVERIFIED_MESSAGE = "Verify your e-mail address before you pick: open the link we sent you";
export const NO_USERNAME_MESSAGE = "Choose a picker nickname before you pick";

export type PickCaller = { verified: boolean; username: string | null } | null;

/** The spread and total columns are optional: a caller that knows only the money line offers no other market. */
export type PickFixture = {
  league: DbLeague;
  status: string;
  startsAt: Date;
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
} & Partial<MarketColumns>;

/** The line a picker says they saw; an omitted part takes whatever is offered. */
export type RequestedLine = { point?: number | null; price?: number | null };

/** Every market's current line on a game. */
export function gameLinesOf(fixture: Pick<PickFixture, "homeMoneyLine" | "awayMoneyLine"> & Partial<MarketColumns>): GameLines {
  const markets = marketsFromColumns({
    homeSpread: fixture.homeSpread ?? null,
    homeSpreadPrice: fixture.homeSpreadPrice ?? null,
    awaySpreadPrice: fixture.awaySpreadPrice ?? null,
    totalPoints: fixture.totalPoints ?? null,
    overPrice: fixture.overPrice ?? null,
    underPrice: fixture.underPrice ?? null,
  });
  return { moneyLine: { home: fixture.homeMoneyLine, away: fixture.awayMoneyLine }, ...markets };
}

/** A named point or price that is not what is offered now: taking the pick would take a line the picker never saw. */
export function lineMoved(offered: { point: number | null; price: number }, requested: RequestedLine | undefined): boolean {
  if (!requested) return false;
  return (requested.point != null && requested.point !== offered.point) || (requested.price != null && requested.price !== offered.price);
}

/** A market without a line: the catalogue's text speaks of the money line, so the others say which market is missing. */
export function noLineRefusal(market: Market): PickRefusal {
  return market === "MONEY_LINE" ? { code: "NO_ODDS" } : { code: "NO_ODDS", message: `There is no ${MARKET_NAMES[market].toLowerCase()} line for this game yet` };
}

/** Open until the start instant, and only while the feed still calls it PREGAME (not postponed, not live). */
export function isPickOpen(fixture: Pick<PickFixture, "status" | "startsAt">, now: Date): boolean {
  return fixture.status === "PREGAME" && fixture.startsAt.getTime() > now.getTime();
}

export function callerRefusal(caller: PickCaller): PickRefusal | null {
  if (!caller) return { code: "UNAUTHORIZED" };
  if (!caller.verified) return { code: "FORBIDDEN", message: UNVERIFIED_MESSAGE };
  if (!caller.username) return { code: "FORBIDDEN", message: NO_USERNAME_MESSAGE, details: { reason: NICKNAME_REQUIRED } };
  return null;
}

export type PickAttempt = {
  caller: PickCaller;
  /** null when no fixture has that id */
  fixture: PickFixture | null;
  league: DbLeague;
  /** Money line when absent, as the documented `{ side, fixtureId }` body. */
  market?: Market;
  side: Selection;
  requested?: RequestedLine;
  /** The database clock, never the client's nor the app server's. */
  now: Date;
  alreadyPicked: boolean;
};

/** The first reason a pick is refused, in the order a picker should hear them; null when it may be made. */
export function pickRefusal({ caller, fixture, league, market = "MONEY_LINE", side, requested, now, alreadyPicked }: PickAttempt): PickRefusal | null {
  const refusal = callerRefusal(caller);
  if (refusal) return refusal;
  // A fixture of another league is reported as missing: the URL names the league it must belong to.
  if (!fixture || fixture.league !== league) return { code: "NOT_FOUND", message: "This game is not in this league" };
  if (alreadyPicked) return { code: "CONFLICT", message: "You have already picked this game" };
  if (!isPickOpen(fixture, now)) return { code: "PICK_CLOSED" };
  const offered = offeredLine(gameLinesOf(fixture), market, side);
  if (!offered) return noLineRefusal(market);
  if (lineMoved(offered, requested)) return { code: "ODDS_CHANGED", details: { current: { market, side, ...offered } } };
  return null;
}

/** One counter slot of a game's picks (FixturePickCount): money-line and spread picks per side, counted apart while hidden. */
export type PickCountSlot = { home: number; away: number; hiddenHome: number; hiddenAway: number };

/** A game's picks per side that anyone may count: the hidden ones join their side once the game has started, as the board's query adds them. */
export function shownSideCounts(slots: PickCountSlot[], started: boolean): { home: number; away: number } {
  return slots.reduce(
    (sum, slot) => ({ home: sum.home + slot.home + (started ? slot.hiddenHome : 0), away: sum.away + slot.away + (started ? slot.hiddenAway : 0) }),
    { home: 0, away: 0 },
  );
}

/** Whole percentages that always add up to 100 when anyone has picked (0 and 0 when nobody has). */
export function pickShares(home: number, away: number): { home: { total: number; percentage: number }; away: { total: number; percentage: number } } {
  const total = home + away;
  const homePercentage = total === 0 ? 0 : Math.round((home / total) * 100);
  return {
    home: { total: home, percentage: homePercentage },
    away: { total: away, percentage: total === 0 ? 0 : 100 - homePercentage },
  };
}
