// What the tiebreak rule reads of each member for one week, summed from the members' settled picks and parlays of that week.
// No "server-only" import: the pool-season bench writes and reads the tables outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import { LEAGUES } from "@/lib/domain/leagues";
import type { DbLeague } from "@/lib/domain/leagues";

export type MemberStats = { userId: string; points: string; wins: number; clvSum: string; clvPicks: number; reachedAt: Date | null };

/**
 * Members with points in [start, end) (settledAt, the moment that chose the picks' Standing slot), as the pool board
 * counts them (docs/adr-pools.md): NORMAL picks of the pool's leagues, parlays whose every leg is in them. A won
 * parlay is one winning pick. Closing-line value counts the NORMAL picks that carry one (losses too). reachedAt is the
 * moment the last points came in. Each member reads a range of the settled-picks index on (userId, settledAt).
 */
export function memberStatsQuery(poolId: string, leagues: DbLeague[], start: Date, end: Date): Prisma.Sql {
  const everyLeague = leagues.length === LEAGUES.length;
  const inLeagues = Prisma.sql`${leagues}::"League"[]`;
  const mixedParlay = everyLeague
    ? Prisma.empty
    : Prisma.sql`AND NOT EXISTS (SELECT 1 FROM "Pick" l JOIN "Fixture" lf ON lf."id" = l."fixtureId"
                                 WHERE l."parlayId" = pa."id" AND lf."league" <> ALL(${inLeagues}))`;
  return Prisma.sql`
    SELECT x."userId", sum(x.points)::numeric(14, 4)::text AS points, sum(x.win)::int AS wins,
      sum(x.clv)::numeric(18, 8)::text AS "clvSum", sum(x.counted)::int AS "clvPicks",
      max(x.at) FILTER (WHERE x.points > 0) AS "reachedAt"
    FROM (
      SELECT p."userId", p."points" AS points, (p."outcome" = 'WIN')::int AS win, COALESCE(p."clv", 0) AS clv,
        (p."clv" IS NOT NULL)::int AS counted, p."settledAt" AS at
      FROM "PoolMember" pm
      JOIN "Pick" p ON p."userId" = pm."userId" AND p."kind" = 'NORMAL' AND p."state" = 'FINAL'
        AND p."settledAt" >= ${start} AND p."settledAt" < ${end}
      WHERE pm."poolId" = ${poolId} ${everyLeague ? Prisma.empty : Prisma.sql`AND p."league" = ANY(${inLeagues})`}
      UNION ALL
      SELECT pa."userId", pa."points", (pa."outcome" = 'WIN')::int, 0, 0, pa."settledAt"
      FROM "PoolMember" pm
      JOIN "Parlay" pa ON pa."userId" = pm."userId" AND pa."state" = 'FINAL' AND pa."settledAt" >= ${start} AND pa."settledAt" < ${end}
      WHERE pm."poolId" = ${poolId} ${mixedParlay}
    ) x
    GROUP BY x."userId"
    HAVING sum(x.points) > 0`;
}

/** The season: the sums of the week tables from its first week on, for members still in the pool. */
export function seasonStatsQuery(poolId: string, first: string, last: string): Prisma.Sql {
  return Prisma.sql`
    SELECT r."userId", sum(r."points")::numeric(14, 4)::text AS points, sum(r."wins")::int AS wins,
      sum(r."clvSum")::numeric(18, 8)::text AS "clvSum", sum(r."clvPicks")::int AS "clvPicks", max(r."reachedAt") AS "reachedAt"
    FROM "PoolTableRow" r
    JOIN "PoolMember" pm ON pm."poolId" = r."poolId" AND pm."userId" = r."userId"
    WHERE r."poolId" = ${poolId} AND r."kind" = 'WEEK' AND r."start" >= ${first}::date AND r."start" <= ${last}::date
    GROUP BY r."userId"`;
}
