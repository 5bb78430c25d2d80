// The scheduled run's card pool step, after the games' own settlement: for each card pool with something to settle,
// freeze the open week's lines, make the automatic picks due at kickoff, and write the results of every week that moved
// (a game over or corrected: picks are scored from their games when read) or whose card closed, then the season's
// table. One transaction per pool; a pool another run is settling right now is skipped.
// No "server-only" import: the sync script and the bench run it outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { addWeeks } from "@/lib/domain/pool-weeks";
import { gameOverSql } from "@/lib/server/fixtures/game-over-sql";
import { makeAutoPicks } from "./card-auto-picks";
import { freezeCardLines } from "./card-lines";
import { tryLockCardPool } from "./card-pool-lock";
import { readCardPool } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";
import { weeksToClose } from "./closed-cards";
import { movedCardWeeks } from "./moved-card-weeks";
import { writeCardSeason } from "./write-card-season";
import { writeCardWeek } from "./write-card-week";

/** Pools per run: the rest follow on the next run (those settled longest ago first). */
export const CARD_POOLS_PER_RUN = 500;

export type CardSettlement = { weeks: number; autoPicks: number };

export async function settleCardPool(db: PrismaClient, poolId: string, now = new Date()): Promise<CardSettlement> {
  return db.$transaction(
    async (tx) => {
      // The season table sorts every member's week rows: in memory, not on disk.
      await tx.$executeRaw`SET LOCAL work_mem = '32MB'`;
      const pool = (await tryLockCardPool(tx, poolId)) ? await readCardPool(tx, poolId) : null;
      if (!pool) return { weeks: 0, autoPicks: 0 };
      const [{ settledAt }] = await tx.$queryRaw<{ settledAt: Date | null }[]>`SELECT "settledAt" FROM "CardPool" WHERE "poolId" = ${poolId}`;
      const current = cardWeekRange(undefined, now);
      await freezeCardLines(tx, pool, current);
      const touched: string[] = [];
      let autoPicks = 0;
      for (const week of [addWeeks(current.week, -1), current.week]) {
        const made = await makeAutoPicks(tx, pool, cardWeekRange(week));
        if (made > 0) touched.push(week);
        autoPicks += made;
      }
      // A week the pool was not yet settled in gets its first rows (every member on 0), so its table lists them.
      if (settledAt === null || settledAt < current.start) touched.push(current.week);
      const moved = await movedCardWeeks(tx, pool, settledAt);
      const closing = await weeksToClose(tx, pool, [addWeeks(current.week, -1), current.week]);
      const weeks = [...new Set([...touched, ...moved, ...closing])].sort();
      for (const week of weeks) await writeCardWeek(tx, pool, week);
      if (weeks.length > 0) await writeCardSeason(tx, pool);
      await tx.$executeRaw`UPDATE "CardPool" SET "settledAt" = now() WHERE "poolId" = ${poolId}`;
      return { weeks: weeks.length, autoPicks };
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}

/**
 * The pools a run settles: those never settled, those whose last settlement was before this week began (the new week's
 * lines freeze and its rows are written), those with a game of their leagues over and changed since their last
 * settlement (a result, a score correction, a postponement: the feed stamps every change), those whose week's last game
 * (this week's or last week's) kicked off since, and, when they pick the favourite for missed games, those with any game
 * of this or last week that kicked off since. The others have nothing to settle: their stored results stand.
 */
export async function duePools(db: PrismaClient, now = new Date()): Promise<string[]> {
  const current = cardWeekRange(undefined, now);
  const previous = cardWeekRange(addWeeks(current.week, -1));
  const rows = await db.$queryRaw<{ poolId: string }[]>`
    SELECT c."poolId" FROM "CardPool" c JOIN "Pool" p ON p."id" = c."poolId"
    WHERE c."settledAt" IS NULL OR c."settledAt" < ${current.start}
       OR EXISTS (SELECT 1 FROM "Fixture" f
                  WHERE f."league" = ANY(p."leagues") AND ${gameOverSql()} AND f."updatedAt" > c."settledAt")
       OR EXISTS (SELECT 1 FROM "Fixture" f
                  WHERE f."league" = ANY(p."leagues") AND f."startsAt" >= ${previous.start} AND f."startsAt" < ${current.end}
                    AND f."startsAt" > c."settledAt" AND f."startsAt" <= ${now}
                    AND ((c."missed" = 'FAVOURITE' AND c."picking" = 'EVERY_GAME')
                         -- The week's last kickoff: its cards close, and are kept for the grid before its results come in.
                         OR NOT EXISTS (SELECT 1 FROM "Fixture" l WHERE l."league" = ANY(p."leagues") AND l."startsAt" > f."startsAt"
                                          AND l."startsAt" < CASE WHEN f."startsAt" < ${current.start}::timestamptz THEN ${current.start}::timestamptz ELSE ${current.end}::timestamptz END)))
    ORDER BY c."settledAt" ASC NULLS FIRST, c."poolId"
    LIMIT ${CARD_POOLS_PER_RUN}`;
  return rows.map((row) => row.poolId);
}

/** What the scheduled sync calls: every card pool with something to settle, at most CARD_POOLS_PER_RUN a run. */
export async function settleCardPools(db: PrismaClient, now = new Date()): Promise<{ pools: number; autoPicks: number }> {
  const pools = await duePools(db, now);
  let autoPicks = 0;
  for (const poolId of pools) autoPicks += (await settleCardPool(db, poolId, now)).autoPicks;
  return { pools: pools.length, autoPicks };
}
