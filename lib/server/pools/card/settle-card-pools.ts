// The scheduled run's card pool step, after the games' own settlement: for each card pool, freeze the open week's lines,
// make the automatic picks due at kickoff, settle picks whose games are over, and write the results of every week that
// moved (this week and last always, so a live table follows its games). One transaction per pool; a pool another run is
// settling right now is skipped.
// No "server-only" import: the sync script and the bench run it outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { addWeeks } from "@/lib/domain/pool-weeks";
import { makeAutoPicks } from "./card-auto-picks";
import { freezeCardLines } from "./card-lines";
import { readCardPool } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";
import { settleCardPicks } from "./settle-card-picks";
import { writeCardWeek } from "./write-card-week";

/** Advisory-lock namespace of card pool settlement (the second key is the pool's hash); survivor and fixtures use others. */
export const CARD_LOCK_NAMESPACE = 7_313;
/** Pools per run: the rest follow on the next run (those settled longest ago first). */
export const CARD_POOLS_PER_RUN = 500;

export type CardSettlement = { weeks: number; autoPicks: number };

export async function settleCardPool(db: PrismaClient, poolId: string, now = new Date()): Promise<CardSettlement> {
  return db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${CARD_LOCK_NAMESPACE}::int, hashtext(${poolId})) AS locked`;
      const pool = locked ? await readCardPool(tx, poolId) : null;
      if (!pool) return { weeks: 0, autoPicks: 0 };
      const current = cardWeekRange(undefined, now);
      const recent = [addWeeks(current.week, -1), current.week];
      await freezeCardLines(tx, pool, current);
      let autoPicks = 0;
      for (const week of recent) autoPicks += await makeAutoPicks(tx, pool, cardWeekRange(week));
      const moved = await settleCardPicks(tx, pool);
      const weeks = [...new Set([...recent, ...moved])].sort();
      for (const week of weeks) await writeCardWeek(tx, pool, week);
      await tx.$executeRaw`UPDATE "CardPool" SET "settledAt" = now() WHERE "poolId" = ${poolId}`;
      return { weeks: weeks.length, autoPicks };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}

/** What the scheduled sync calls: every card pool, at most CARD_POOLS_PER_RUN a run. */
export async function settleCardPools(db: PrismaClient, now = new Date()): Promise<{ pools: number; autoPicks: number }> {
  const pools = await db.$queryRaw<{ poolId: string }[]>`
    SELECT "poolId" FROM "CardPool" ORDER BY "settledAt" ASC NULLS FIRST, "poolId" LIMIT ${CARD_POOLS_PER_RUN}`;
  let autoPicks = 0;
  for (const { poolId } of pools) autoPicks += (await settleCardPool(db, poolId, now)).autoPicks;
  return { pools: pools.length, autoPicks };
}
