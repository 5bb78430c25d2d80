// A card pool's current season table as settlement stored it (write-card-season), and whether the season is over: the
// week holding its last day has passed and every week it kept is settled. The table call, the season's history and the
// start of the next season all read it here.
// No "server-only" import: the card grid bench reads the season table outside Next.js.
import { mondayOf, poolWeeks } from "@/lib/domain/pool-weeks";
import { Prisma } from "@/lib/generated/prisma/client";
import { PREPARED } from "@/lib/db-prepared";
import type { CardPoolRow, Db } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";

/**
 * Whether the pool's week `week` (SQL) is settled, NULL when it has no results: one row of the week read by the results'
 * (pool, week, rank) index, however many members the pool has (a week's rows are written together, all final or none).
 */
export const weekFinalSql = (poolId: string, week: Prisma.Sql) =>
  Prisma.sql`(SELECT r."final" FROM "CardWeekResult" r WHERE r."poolId" = ${poolId} AND r."week" = ${week} ORDER BY r."rank", r."userId" LIMIT 1)`;

/** The season's weeks that have results, each with whether it is settled (weekFinalSql). */
export async function seasonWeekFinals(db: Db, pool: Pick<CardPoolRow, "poolId" | "seasonStart">, lastWeek: string): Promise<Map<string, boolean>> {
  const weeks = lastWeek < pool.seasonStart ? [] : poolWeeks(pool.seasonStart, lastWeek);
  if (weeks.length === 0) return new Map();
  const rows = await db.$queryRaw<{ week: string; final: boolean }[]>`${PREPARED}
    SELECT to_char(w."week", 'YYYY-MM-DD') AS "week", r."final"
    FROM unnest(${weeks}::date[]) AS w("week")
    CROSS JOIN LATERAL (SELECT ${weekFinalSql(pool.poolId, Prisma.sql`w."week"`)} AS "final") r
    WHERE r."final" IS NOT NULL`;
  return new Map(rows.map((row) => [row.week, row.final]));
}

/** The season's last week that counts: the week holding its last day once that has passed, else this week. */
export function seasonLastWeek(pool: Pick<CardPoolRow, "seasonEnd">, now = new Date()): string {
  return seasonEnded(pool, now) ? mondayOf(pool.seasonEnd) : cardWeekRange(undefined, now).week;
}

/** The week holding the season's last day has passed (seasonLastWeek is then that week). */
export function seasonEnded(pool: Pick<CardPoolRow, "seasonEnd">, now = new Date()): pool is { seasonEnd: string } {
  return pool.seasonEnd !== null && cardWeekRange(undefined, now).week > mondayOf(pool.seasonEnd);
}

/** Over: ended, and every week of it with results settled (`finals` from seasonWeekFinals up to seasonLastWeek). */
export const seasonOver = (pool: Pick<CardPoolRow, "seasonEnd">, finals: ReadonlyMap<string, boolean>, now = new Date()) =>
  seasonEnded(pool, now) && [...finals.values()].every(Boolean);

export async function cardSeasonOver(db: Db, pool: CardPoolRow, now = new Date()): Promise<boolean> {
  if (!seasonEnded(pool, now)) return false;
  return seasonOver(pool, await seasonWeekFinals(db, pool, mondayOf(pool.seasonEnd)), now);
}
