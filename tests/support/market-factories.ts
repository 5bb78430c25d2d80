// Builders for spread and total tests: fixtures offering every market, and picks in any market written straight to the database.
import { db } from "@/lib/db";
import type { Market, Selection } from "@/lib/domain/markets";
import { moneyLineToDecimal, roundOdds } from "@/lib/domain/odds";
import type { League } from "@/lib/generated/prisma/client";
import { createFixture } from "./factories";

export type MarketLines = {
  homeSpread?: number | null;
  homeSpreadPrice?: number;
  awaySpreadPrice?: number;
  totalPoints?: number | null;
  overPrice?: number;
  underPrice?: number;
};

/** A fixture with a money line (-150 / +130), a spread (home -2.5: -110 / -110) and a total (47.5: -105 / -115) unless told otherwise. */
export async function createMarketFixture(options: MarketLines & { league?: League; startsAt?: Date } = {}) {
  const fixture = await createFixture({ league: options.league, startsAt: options.startsAt });
  const homeSpread = options.homeSpread === undefined ? -2.5 : options.homeSpread;
  const totalPoints = options.totalPoints === undefined ? 47.5 : options.totalPoints;
  return db.fixture.update({
    where: { id: fixture.id },
    data: {
      homeSpread,
      homeSpreadPrice: homeSpread === null ? null : (options.homeSpreadPrice ?? -110),
      awaySpreadPrice: homeSpread === null ? null : (options.awaySpreadPrice ?? -110),
      totalPoints,
      overPrice: totalPoints === null ? null : (options.overPrice ?? -105),
      underPrice: totalPoints === null ? null : (options.underPrice ?? -115),
    },
  });
}

/** A NORMAL pick (or, with parlayId, a leg) in any market at a chosen price, as the route would have stored it. */
export function marketPick(
  userId: string,
  fixtureId: number,
  pick: { market: Market; side: Selection; point: number | null; price: number; opposing?: number | null; parlayId?: number },
) {
  return db.pick.create({
    data: {
      userId,
      fixtureId,
      market: pick.market,
      side: pick.side,
      point: pick.point,
      moneyLine: pick.price,
      decimalOdds: roundOdds(moneyLineToDecimal(pick.price)).toFixed(4),
      opposingMoneyLine: pick.opposing ?? null,
      oddsAt: new Date(),
      oddsSource: "test",
      ...(pick.parlayId ? { kind: "PARLAY" as const, parlayId: pick.parlayId } : {}),
    },
  });
}
