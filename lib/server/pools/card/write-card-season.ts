// Writes a card pool's current season table, one row per member, from the stored week results in one statement, as
// lib/domain/card-season seasonTable computes it: each closed week counts (0 for a member without a row), the member's
// worst weeks are dropped (lowest first, the earlier of two equal; at least one week always counts), the week still
// being played is added, and the members are ranked by the pool tables' rule (card-rank-sql). Settlement writes it after
// the weeks it wrote, and so does every change of the pool's members or season, so the season table reads rows.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import { lockCardPool } from "./card-pool-lock";
import { readCardPool, type CardPoolRow, type Db } from "./card-pool-row";
import { rankedSql } from "./card-rank-sql";
import { weekFinalSql } from "./card-season-table";
import { rankCardWeeks, weeksRankedIn } from "./rank-card-weeks";

type SeasonPool = Pick<CardPoolRow, "poolId" | "seasonStart" | "seasonEnd" | "dropWeeks">;

export async function writeCardSeason(db: Db, pool: SeasonPool): Promise<void> {
  const entries = Prisma.sql`
    WITH weeks AS (
      -- The figures the season reads, not the week rows' kept cards.
      SELECT r."userId", r."week", r."points", r."final", r."wins", r."autoPicks", r."clvPicks", r."clvSum", r."reachedAt" FROM "CardWeekResult" r
      WHERE r."poolId" = ${pool.poolId} AND r."week" >= ${pool.seasonStart}::date AND (${pool.seasonEnd}::date IS NULL OR r."week" <= ${pool.seasonEnd}::date)
    ), dropping AS (
      -- The closed weeks, each Monday from the season's first to its last with results asked once (weekFinalSql), and how
      -- many each member drops: the owner's number, leaving at least one closed week counted.
      SELECT c."weeks", greatest(0, cardinality(c."weeks") - greatest(1, cardinality(c."weeks") - ${pool.dropWeeks}::int)) AS n
      FROM (
        SELECT coalesce(array_agg(w."week" ORDER BY w."week"), '{}') AS "weeks"
        FROM generate_series(${pool.seasonStart}::date, coalesce(${pool.seasonEnd}::date, (SELECT max(r."week") FROM "CardWeekResult" r WHERE r."poolId" = ${pool.poolId})),
                             interval '7 days') AS g("day")
        CROSS JOIN LATERAL (SELECT g."day"::date AS "week") w
        WHERE ${weekFinalSql(pool.poolId, Prisma.sql`w."week"`)}
      ) c
    ), members AS (
      -- One pass over each member's weeks: the week being played, the closed ones' sum, and those from the worst.
      SELECT w."userId", coalesce(sum(w."points") FILTER (WHERE NOT w."final"), 0) AS "live",
             coalesce(sum(w."points") FILTER (WHERE w."final"), 0) AS "closedSum", count(*) FILTER (WHERE w."final")::int AS "closedRows",
             array_agg(w."points" ORDER BY w."points", w."week") FILTER (WHERE w."final") AS "worstPoints",
             array_agg(w."week" ORDER BY w."points", w."week") FILTER (WHERE w."final") AS "worstWeeks",
             sum(w."wins")::int AS "wins", sum(w."autoPicks")::int AS "autoPicks", sum(w."clvPicks")::int AS "clvPicks", sum(w."clvSum") AS "clvSum",
             max(w."reachedAt") AS "reachedAt"
      FROM weeks w GROUP BY w."userId"
    ), whole AS (
      -- A member with a row for every closed week drops the first of them from the worst.
      SELECT p."userId", p."closedSum" - coalesce((SELECT sum(x) FROM unnest(p."worstPoints"[1:d.n]) x), 0) AS "kept",
             (SELECT coalesce(array_agg(x ORDER BY x), '{}') FROM unnest(p."worstWeeks"[1:d.n]) x) AS "dropped"
      FROM members p CROSS JOIN dropping d WHERE p."closedRows" = cardinality(d."weeks")
    ), gapped AS (
      -- A member without a row for some closed week (they joined after it): that week counts 0, among their worst.
      SELECT s."userId", coalesce(sum(s."points") FILTER (WHERE s."worst" > d.n), 0) AS "kept",
             coalesce(array_agg(s."week" ORDER BY s."week") FILTER (WHERE s."worst" <= d.n), '{}') AS "dropped"
      FROM (
        SELECT m."userId", c."week", coalesce(w."points", 0) AS "points",
               row_number() OVER (PARTITION BY m."userId" ORDER BY coalesce(w."points", 0), c."week") AS "worst"
        FROM "PoolMember" m CROSS JOIN dropping d CROSS JOIN unnest(d."weeks") AS c("week")
        LEFT JOIN weeks w ON w."userId" = m."userId" AND w."week" = c."week"
        WHERE m."poolId" = ${pool.poolId} AND NOT EXISTS (SELECT 1 FROM whole x WHERE x."userId" = m."userId")
      ) s CROSS JOIN dropping d GROUP BY s."userId"
    )
    SELECT m."userId", coalesce(x."kept", s."kept", 0) + coalesce(p."live", 0) AS "points", coalesce(p."wins", 0) AS "wins",
           coalesce(p."autoPicks", 0) AS "autoPicks", coalesce(p."clvPicks", 0) AS "clvPicks", coalesce(p."clvSum", 0) AS "clvSum",
           p."reachedAt", coalesce(x."dropped", s."dropped", '{}') AS "droppedWeeks"
    FROM "PoolMember" m
    LEFT JOIN members p ON p."userId" = m."userId"
    LEFT JOIN whole x ON x."userId" = m."userId"
    LEFT JOIN gapped s ON s."userId" = m."userId"
    WHERE m."poolId" = ${pool.poolId}`;
  await db.$executeRaw`DELETE FROM "CardSeasonStanding" WHERE "poolId" = ${pool.poolId}`;
  await db.$executeRaw`
    INSERT INTO "CardSeasonStanding" ("poolId", "userId", "points", "wins", "autoPicks", "clvPicks", "clvSum", "reachedAt", "droppedWeeks", "rank", "decidedBy")
    SELECT ${pool.poolId}, r."userId", r."points", r."wins", r."autoPicks", r."clvPicks", r."clvSum", r."reachedAt", r."droppedWeeks", r."rank", r."decidedBy"
    FROM (${rankedSql(entries, false)}) r`;
}

/**
 * A change of a pool's members inside its transaction: for a card pool, under the pool's lock taken before the change,
 * with the season table written again after it (every member listed, the newcomer on what their weeks hold) and, when
 * the change removes `leaving`, each week they were ranked in ranked again without them.
 */
export async function changingCardMembers<T>(tx: Db, poolId: string, change: () => Promise<T>, leaving?: string): Promise<T> {
  const pool = await readCardPool(tx, poolId);
  if (pool) await lockCardPool(tx, poolId);
  const weeks = pool && leaving ? await weeksRankedIn(tx, poolId, leaving) : [];
  const result = await change();
  if (pool) {
    await rankCardWeeks(tx, poolId, weeks);
    await writeCardSeason(tx, pool);
  }
  return result;
}

/** The season table written again inside the caller's transaction, after its start moved or the pool was created. */
export const rewriteCardSeason = (tx: Db, poolId: string) => changingCardMembers(tx, poolId, async () => undefined);
