// The rules of a normal pick: who may pick, which games are open and which sides can be chosen.
import { SIDES, type Side } from "./enum-values";
import type { DbLeague } from "./leagues";

export { SIDES };
export type PickSide = Side;

export type PickRefusalCode = "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "PICK_CLOSED" | "NO_ODDS" | "CONFLICT";

/** message is set only where the catalogue's generic text would not tell the picker what to do. */
export type PickRefusal = { code: PickRefusalCode; message?: string; details?: { reason: typeof NICKNAME_REQUIRED } };

/** In a refusal's details: the caller must choose a nickname first (the client then sends them to /nickname). */
export const NICKNAME_REQUIRED = "NICKNAME_REQUIRED";

export const UNVERIFIED_MESSAGE = "Verify your e-mail address before you pick: open the link we sent you";
export const NO_USERNAME_MESSAGE = "Choose a picker nickname before you pick";

export type PickCaller = { verified: boolean; username: string | null } | null;

export type PickFixture = {
  league: DbLeague;
  status: string;
  startsAt: Date;
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
};

export function isSide(x: unknown): x is PickSide {
  return x === "HOME" || x === "AWAY";
}

export function moneyLineFor(fixture: Pick<PickFixture, "homeMoneyLine" | "awayMoneyLine">, side: PickSide): number | null {
  return side === "HOME" ? fixture.homeMoneyLine : fixture.awayMoneyLine;
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
  side: PickSide;
  /** The database clock, never the client's nor the app server's. */
  now: Date;
  alreadyPicked: boolean;
};

/** The first reason a pick is refused, in the order a picker should hear them; null when it may be made. */
export function pickRefusal({ caller, fixture, league, side, now, alreadyPicked }: PickAttempt): PickRefusal | null {
  const refusal = callerRefusal(caller);
  if (refusal) return refusal;
  // A fixture of another league is reported as missing: the URL names the league it must belong to.
  if (!fixture || fixture.league !== league) return { code: "NOT_FOUND", message: "This game is not in this league" };
  if (alreadyPicked) return { code: "CONFLICT", message: "You have already picked this game" };
  if (!isPickOpen(fixture, now)) return { code: "PICK_CLOSED" };
  if (moneyLineFor(fixture, side) === null) return { code: "NO_ODDS" };
  return null;
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
