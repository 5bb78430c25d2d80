// Ranks a card pool's stored week rows again from what they hold (points, the guess's miss, wins, closing-line value,
// when the points counted), by the card week's rule (card-rank-sql), without reading a pick: a leaver's week rows go
// with their membership, and the others in each of those weeks close up at once rather than when the week is next
// written, which for a closed week may be never (only a corrected result writes it again).
// No "server-only" import: it runs beside the season table, which the scheduled sync writes outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "./card-pool-row";
import { rankedSql } from "./card-rank-sql";

/** The weeks a member has a row in, as ISO days. */
export async function weeksRankedIn(db: Db, poolId: string, userId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ week: string }[]>`
    SELECT to_char("week", 'YYYY-MM-DD') AS "week" FROM "CardWeekResult" WHERE "poolId" = ${poolId} AND "userId" = ${userId}`;
  return rows.map((row) => row.week);
}

/** Each week's rows given their places again; only the rows whose place moved are written. */
export async function rankCardWeeks(db: Db, poolId: string, weeks: readonly string[]): Promise<void> {
  for (const week of weeks) {
    const entries = Prisma.sql`
      SELECT r."userId", r."points", r."guessMiss", r."wins", r."reachedAt", r."clvPicks", r."clvSum"
      FROM "CardWeekResult" r WHERE r."poolId" = ${poolId} AND r."week" = ${week}::date`;
    await db.$executeRaw`
      UPDATE "CardWeekResult" w SET "rank" = r."rank", "decidedBy" = r."decidedBy"
      FROM (${rankedSql(entries, true)}) r
      WHERE w."poolId" = ${poolId} AND w."week" = ${week}::date AND w."userId" = r."userId"
        AND (w."rank", w."decidedBy") IS DISTINCT FROM (r."rank", r."decidedBy")`;
  }
}
