// A card pool's current season table from its stored week results (each member's worst weeks dropped), and whether the
// season is over: the week holding its last day has passed and every week it kept is settled. The table call, the
// season's history and the start of the next season all read it here.
// No "server-only" import: the card grid bench reads the season table outside Next.js.
import { seasonTable, type StoredWeek } from "@/lib/domain/card-season";
import { mondayOf } from "@/lib/domain/pool-weeks";
import type { CardPoolRow, Db } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";

export type CardSeasonStanding = { over: boolean; names: Map<string, string | null>; rows: ReturnType<typeof seasonTable> };

export async function readCardSeason(db: Db, pool: CardPoolRow, now = new Date()): Promise<CardSeasonStanding> {
  const [members, weeks] = await Promise.all([
    db.$queryRaw<{ userId: string; username: string | null }[]>`
      SELECT m."userId", u."username" FROM "PoolMember" m JOIN "User" u ON u."id" = m."userId" WHERE m."poolId" = ${pool.poolId}`,
    db.$queryRaw<StoredWeek[]>`
      SELECT "userId", to_char("week", 'YYYY-MM-DD') AS "week", "points"::text AS "points", "wins", "autoPicks", "reachedAt", "final",
             "clvPicks", "clvSum"::text AS "clvSum"
      FROM "CardWeekResult"
      WHERE "poolId" = ${pool.poolId} AND "week" >= ${pool.seasonStart}::date AND (${pool.seasonEnd}::date IS NULL OR "week" <= ${pool.seasonEnd}::date)`,
  ]);
  const names = new Map(members.map((member) => [member.userId, member.username]));
  const over = pool.seasonEnd !== null && cardWeekRange(undefined, now).week > mondayOf(pool.seasonEnd) && weeks.every((row) => row.final);
  return { over, names, rows: seasonTable([...names.keys()], weeks, pool.dropWeeks) };
}
