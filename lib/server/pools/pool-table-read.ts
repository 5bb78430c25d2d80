// One page of a pool's week or season table and the caller's own row, read from the written table by index.
// No "server-only" import: the pool-season bench times it outside Next.js.
import { offsetWindow } from "@/lib/api/pages";
import { offsetCursor } from "@/lib/api/cursor";
import { AppError } from "@/lib/errors/app-error";
import type { PoolTable, PoolTableRow } from "@/lib/contracts/pools";
import { fromDbLeague, type DbLeague } from "@/lib/domain/leagues";
import { currentWeek, weekLabel } from "@/lib/domain/pool-weeks";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { appTimeZone } from "@/lib/settings";
import { firstWeekOf, seasonStartOf } from "./pool-season";
import { averageClv } from "./write-pool-table";

export type TableQuery = { table: "season" | string; limit: number; cursor?: string; now?: Date };
export type TablePool = { id: string; leagues: DbLeague[]; createdAt: Date; seasonStart: Date | null };

type Row = { userId: string; mine: boolean; rank: number; points: string; wins: number; clvSum: string; clvPicks: number; decidedBy: PoolTableRow["decidedBy"]; username: string | null; picture: string | null; private: boolean };

export const WEEK_NOT_IN_POOL = "This pool has no table for that week";

/** One statement: the page by rank and the caller's row by key. */
export async function readPoolTable(db: PrismaClient, pool: TablePool, callerId: string, query: TableQuery, now: Date): Promise<PoolTable> {
  const timeZone = appTimeZone();
  const current = currentWeek(now, timeZone);
  const season = query.table === "season";
  if (!season && (query.table > current || query.table < firstWeekOf(pool, now, timeZone))) throw new AppError("NOT_FOUND", { message: WEEK_NOT_IN_POOL });
  const kind = season ? "SEASON" : "WEEK";
  const start = season ? "1970-01-01" : query.table;
  const { skip, take } = offsetWindow(query);
  const rows = await db.$queryRaw<Row[]>(poolTableStatement(pool.id, kind, start, callerId, skip, take));
  const view = (row: Row): PoolTableRow => ({
    rank: row.rank,
    userId: row.userId,
    username: row.username,
    picture: row.picture,
    private: row.private,
    points: row.points,
    wins: row.wins,
    clv: averageClv(row.clvSum, row.clvPicks),
    decidedBy: row.decidedBy,
  });
  const page = rows.filter((row) => !row.mine);
  const mine = rows.find((row) => row.mine);
  return {
    kind,
    start: season ? seasonStartOf(pool, timeZone) : query.table,
    label: season ? "Season" : weekLabel(query.table, pool.leagues.map(fromDbLeague)),
    final: !season && query.table < current,
    rows: page.slice(0, query.limit).map(view),
    me: mine ? view(mine) : await unscoredRow(db, pool.id, kind, start, callerId),
    nextCursor: page.length > query.limit ? offsetCursor.encode([skip + query.limit]) : null,
  };
}

/** The one statement, apart so that the bench can read the database's own time of it. */
export function poolTableStatement(poolId: string, kind: "WEEK" | "SEASON", start: string, callerId: string, skip: number, take: number): Prisma.Sql {
  return Prisma.sql`
    WITH page AS (
      SELECT r.*, false AS mine FROM "PoolTableRow" r
      WHERE r."poolId" = ${poolId} AND r."kind" = ${kind}::"PoolTableKind" AND r."start" = ${start}::date
      ORDER BY r."rank", r."userId" OFFSET ${skip} LIMIT ${take}
    ), mine AS (
      SELECT r.*, true AS mine FROM "PoolTableRow" r
      WHERE r."poolId" = ${poolId} AND r."kind" = ${kind}::"PoolTableKind" AND r."start" = ${start}::date AND r."userId" = ${callerId}
    )
    SELECT b."userId", b.mine, b."rank", b."points"::text AS points, b."wins", b."clvSum"::text AS "clvSum", b."clvPicks", b."decidedBy"::text AS "decidedBy",
      u."username", u."image" AS picture, CASE WHEN b."userId" = ${callerId} THEN false ELSE u."private" END AS "private"
    FROM (SELECT * FROM page UNION ALL SELECT * FROM mine) b JOIN "User" u ON u."id" = b."userId"
    ORDER BY b.mine, b."rank", b."userId"`;
}

/** A member without points shares the last place: one below everyone who scored. */
async function unscoredRow(db: PrismaClient, poolId: string, kind: string, start: string, callerId: string): Promise<PoolTableRow> {
  const [row] = await db.$queryRaw<{ scored: number; username: string | null; picture: string | null }[]>`
    SELECT (SELECT count(*)::int FROM "PoolTableRow" r WHERE r."poolId" = ${poolId} AND r."kind" = ${kind}::"PoolTableKind" AND r."start" = ${start}::date) AS scored,
      u."username", u."image" AS picture
    FROM "User" u WHERE u."id" = ${callerId}`;
  return { rank: row.scored + 1, userId: callerId, username: row.username, picture: row.picture, private: false, points: "0.0000", wins: 0, clv: null, decidedBy: null };
}
