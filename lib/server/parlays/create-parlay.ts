// Creates a parlay and all its legs (money lines, spreads and totals alike) in one transaction, priced from the server's current lines.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { parlayQuote } from "@/lib/domain/odds";
import type { ParlayLegInput } from "@/lib/domain/parlay-rules";
import { callerRefusal } from "@/lib/domain/pick-rules";
import { refusalError } from "@/lib/server/picks/refusal-error";
import type { Caller } from "@/lib/server/auth/caller";
import type { ParlayView } from "@/lib/contracts/parlays";
import { parlaySelect, toParlayView } from "./parlay-view";
import { priceLegs, type LockedFixture } from "./price-legs";

// Parlay.betTotal is a 4-byte integer and decimalOdds a numeric(14,4): refuse what they cannot hold.
const MAX_BET_TOTAL = 2_147_483_647;

// Prisma's default 5 s cap fails a cold first request on a busy machine; the locks are row-level
// FOR SHARE on a handful of fixtures, so a longer cap costs nothing in the usual case.
const TRANSACTION_LIMITS = { maxWait: 5_000, timeout: 15_000 };

/** Who may build a parlay is who may pick: the same rule and the same messages. */
function assertMayCreate(caller: Caller | null): asserts caller is Caller {
  const refusal = callerRefusal(caller);
  if (refusal) throw refusalError(refusal);
}

export async function createParlay(caller: Caller | null, legs: ParlayLegInput[]): Promise<ParlayView> {
  assertMayCreate(caller);
  const fixtureIds = legs.map((leg) => leg.fixtureId);

  return db.$transaction(async (tx) => {
    // FOR SHARE holds off a feed update (kick-off, new line) until this transaction ends, so what
    // was checked is what is written; ids in order so two parlays never lock in opposite orders.
    const fixtures = await tx.$queryRaw<LockedFixture[]>`
      SELECT f."id", f."league"::text AS "league", f."status"::text AS "status", f."startsAt", f."homeMoneyLine", f."awayMoneyLine",
             f."homeSpread"::float8 AS "homeSpread", f."homeSpreadPrice", f."awaySpreadPrice",
             f."totalPoints"::float8 AS "totalPoints", f."overPrice", f."underPrice", f."provider", now() AS "now"
      FROM "Fixture" f WHERE f."id" = ANY(${fixtureIds}::int[])
      ORDER BY f."id" FOR SHARE`;
    const priced = priceLegs(legs, fixtures);
    // parlayQuote is the one pricing rule: the builder shows exactly what is stored here.
    const quote = parlayQuote(priced.map((leg) => leg.moneyLine));
    if (quote.betTotal > MAX_BET_TOTAL) {
      throw new AppError("VALIDATION_ERROR", { issues: [{ path: "parlay", message: "These odds are too long to record" }] });
    }
    const oddsAt = fixtures[0].now;

    const parlay = await tx.parlay.create({
      data: { userId: caller.id, decimalOdds: quote.decimal.toFixed(4), betTotal: quote.betTotal },
      select: { id: true },
    });
    await tx.pick.createMany({
      data: priced.map((leg) => ({
        userId: caller.id,
        fixtureId: leg.fixtureId,
        market: leg.market,
        side: leg.side,
        point: leg.point,
        kind: "PARLAY" as const,
        parlayId: parlay.id,
        moneyLine: leg.moneyLine,
        decimalOdds: leg.decimalOdds.toFixed(4),
        opposingMoneyLine: leg.opposingMoneyLine,
        oddsAt,
        oddsSource: leg.oddsSource,
      })),
    });
    return toParlayView(await tx.parlay.findUniqueOrThrow({ where: { id: parlay.id }, select: parlaySelect }));
  }, TRANSACTION_LIMITS);
}
