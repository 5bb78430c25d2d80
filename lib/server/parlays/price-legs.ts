// Checks each requested leg against the locked fixture rows and prices it from the server's own current line, in its market.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Market, Selection } from "@/lib/domain/markets";
import { offeredLine, opposingPrice } from "@/lib/domain/markets";
import { moneyLineToDecimal, roundOdds } from "@/lib/domain/odds";
import type { ParlayLegInput } from "@/lib/domain/parlay-rules";
import { leaguePointProblem } from "@/lib/domain/line-bounds";
import { gameLinesOf, isPickOpen, lineMoved, noLineRefusal, type PickFixture } from "@/lib/domain/pick-rules";

export type LockedFixture = PickFixture & { id: number; provider: string; now: Date };

/** opposingMoneyLine: the other side's price in the same market at the same instant (null when the book has none). */
export type PricedLeg = ParlayLegInput & { moneyLine: number; decimalOdds: number; opposingMoneyLine: number | null; oddsSource: string };

/**
 * What ODDS_CHANGED returns for every leg, so the builder can show all the current lines at once: `odds` is the price
 * offered now and `point` the point (null for a money line); `requested` is the price the leg was sent with.
 */
export type CurrentLine = {
  fixtureId: number;
  market: Market;
  side: Selection;
  point: number | null;
  odds: number;
  requested: number;
  changed: boolean;
};

/**
 * Refusals come in the order a picker can act on them: a missing game, a point out of its league's range (named by the
 * leg's path, as the body's schema names fields), a started game, a market or side without a line, then a changed
 * point or price. Each other refusal names the fixtures concerned in `details.fixtureIds`.
 */
export function priceLegs(legs: ParlayLegInput[], fixtures: LockedFixture[]): PricedLeg[] {
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  const missing = legs.filter((leg) => !byId.has(leg.fixtureId)).map((leg) => leg.fixtureId);
  if (missing.length) throw new AppError("NOT_FOUND", { message: "A game of this parlay does not exist", details: { fixtureIds: missing } });
  const found = legs.map((leg) => {
    const fixture = byId.get(leg.fixtureId)!;
    const lines = gameLinesOf(fixture);
    return { leg, fixture, lines, offered: offeredLine(lines, leg.market, leg.side) };
  });

  const outOfRange = found.flatMap(({ leg, fixture }, index) => {
    const message = leaguePointProblem(leg, fixture.league);
    return message ? [{ path: `parlay.${index}.point`, message }] : [];
  });
  if (outOfRange.length) throw new AppError("VALIDATION_ERROR", { issues: outOfRange });

  // The database clock decides: `now` is PostgreSQL's now() read in the same transaction as the lock.
  const closed = found.filter(({ fixture }) => !isPickOpen(fixture, fixture.now));
  if (closed.length) throw new AppError("PICK_CLOSED", { details: { fixtureIds: closed.map(({ leg }) => leg.fixtureId) } });

  const noLine = found.filter(({ offered }) => offered === null);
  if (noLine.length) {
    // The catalogue's text speaks of the money line: a spread or total leg without a line says so in its own words.
    const other = noLine.find(({ leg }) => leg.market !== "MONEY_LINE");
    const message = other ? noLineRefusal(other.leg.market).message : undefined;
    throw new AppError("NO_ODDS", { ...(message ? { message } : {}), details: { fixtureIds: noLine.map(({ leg }) => leg.fixtureId) } });
  }

  const current: CurrentLine[] = found.map(({ leg, offered }) => ({
    fixtureId: leg.fixtureId,
    market: leg.market,
    side: leg.side,
    point: offered!.point,
    odds: offered!.price,
    requested: leg.odds,
    changed: lineMoved(offered!, { point: leg.point, price: leg.odds }),
  }));
  if (current.some((line) => line.changed)) {
    throw new AppError("ODDS_CHANGED", { details: { fixtureIds: current.filter((l) => l.changed).map((l) => l.fixtureId), lines: current } });
  }

  return found.map(({ leg, fixture, lines }) => ({
    ...leg,
    moneyLine: leg.odds,
    decimalOdds: roundOdds(moneyLineToDecimal(leg.odds)),
    opposingMoneyLine: opposingPrice(lines, leg.market, leg.side),
    oddsSource: fixture.provider,
  }));
}
