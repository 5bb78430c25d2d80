// Checks each requested leg against the locked fixture rows and prices it from the server's own current line.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { moneyLineToDecimal, roundOdds } from "@/lib/domain/odds";
import type { ParlayLegInput, ParlaySide } from "@/lib/domain/parlay-rules";
import { isPickOpen, moneyLineFor } from "@/lib/domain/pick-rules";

export type LockedFixture = {
  id: number;
  status: string;
  startsAt: Date;
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  provider: string;
  now: Date;
};

export type PricedLeg = ParlayLegInput & { moneyLine: number; decimalOdds: number; oddsSource: string };

/** What ODDS_CHANGED returns for every leg, so the builder can show all the current lines at once. */
export type CurrentLine = { fixtureId: number; side: ParlaySide; odds: number; requested: number; changed: boolean };

/**
 * Refusals come in the order a picker can act on them: a missing game, a started game, a side
 * without a line, then changed odds. Each names the fixtures concerned in `details.fixtureIds`.
 */
export function priceLegs(legs: ParlayLegInput[], fixtures: LockedFixture[]): PricedLeg[] {
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  const missing = legs.filter((leg) => !byId.has(leg.fixtureId)).map((leg) => leg.fixtureId);
  if (missing.length) throw new AppError("NOT_FOUND", { message: "A game of this parlay does not exist", details: { fixtureIds: missing } });
  const found = legs.map((leg) => ({ leg, fixture: byId.get(leg.fixtureId)! }));

  // The database clock decides: `now` is PostgreSQL's now() read in the same transaction as the lock.
  const closed = found.filter(({ fixture }) => !isPickOpen(fixture, fixture.now));
  if (closed.length) throw new AppError("PICK_CLOSED", { details: { fixtureIds: closed.map(({ leg }) => leg.fixtureId) } });

  const noLine = found.filter(({ leg, fixture }) => moneyLineFor(fixture, leg.side) === null);
  if (noLine.length) throw new AppError("NO_ODDS", { details: { fixtureIds: noLine.map(({ leg }) => leg.fixtureId) } });

  const lines: CurrentLine[] = found.map(({ leg, fixture }) => {
    const odds = moneyLineFor(fixture, leg.side)!;
    return { fixtureId: leg.fixtureId, side: leg.side, odds, requested: leg.odds, changed: odds !== leg.odds };
  });
  if (lines.some((line) => line.changed)) {
    throw new AppError("ODDS_CHANGED", { details: { fixtureIds: lines.filter((l) => l.changed).map((l) => l.fixtureId), lines } });
  }

  return found.map(({ leg, fixture }) => ({
    ...leg,
    moneyLine: leg.odds,
    decimalOdds: roundOdds(moneyLineToDecimal(leg.odds)),
    oddsSource: fixture.provider,
  }));
}
