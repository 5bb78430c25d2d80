// A pool's board when it counts fewer than four leagues: its members' points of the period summed from their settled picks (docs/adr-pools.md).
import { Prisma } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import { periodRange, type Period } from "@/lib/domain/periods";

/**
 * ("userId", points) of the pool's members who scored in the period, counting NORMAL picks of the pool's leagues
 * and parlays whose every leg is in them. Standing holds only all-league totals; settlement stamps each pick and
 * parlay with the moment its points counted (settledAt), the same moment that chose its Standing slot, and each pick
 * with its game's league. Each member reads a range of the partial indexes on (userId, settledAt) of settled picks
 * (which carries the league and points) and settled parlays.
 */
export function poolLeagueScores(period: Period, now: Date, timeZone: string, pool: { poolId: string; leagues: DbLeague[] }): Prisma.Sql {
  const { start, end } = periodRange(period, now, timeZone);
  const within = (column: Prisma.Sql) =>
    start && end ? Prisma.sql`AND ${column} >= ${start} AND ${column} < ${end}` : Prisma.empty;
  const leagues = Prisma.sql`${pool.leagues}::"League"[]`;
  return Prisma.sql`
    SELECT x."userId", sum(x.points) AS points FROM (
      SELECT p."userId", p."points" AS points
      FROM "PoolMember" pm
      JOIN "Pick" p ON p."userId" = pm."userId" AND p."kind" = 'NORMAL' AND p."state" = 'FINAL' ${within(Prisma.sql`p."settledAt"`)}
      WHERE pm."poolId" = ${pool.poolId} AND p."points" > 0 AND p."league" = ANY(${leagues})
      UNION ALL
      SELECT pa."userId", pa."points"
      FROM "PoolMember" pm
      JOIN "Parlay" pa ON pa."userId" = pm."userId" AND pa."state" = 'FINAL' ${within(Prisma.sql`pa."settledAt"`)}
      WHERE pm."poolId" = ${pool.poolId} AND pa."points" > 0
        AND NOT EXISTS (SELECT 1 FROM "Pick" l JOIN "Fixture" lf ON lf."id" = l."fixtureId"
                        WHERE l."parlayId" = pa."id" AND lf."league" <> ALL(${leagues}))
    ) x
    GROUP BY x."userId"`;
}
