// A page of a pool's week or season table and the caller's own row, with the membership check, in one statement read by index.
// No "server-only" import: the pool-season bench times it outside Next.js.
import { offsetWindow } from "@/lib/contracts/page-from-rows";
import { offsetCursor } from "@/lib/contracts/cursor";
import { AppError } from "@/lib/errors/app-error";
import type { PoolTable, PoolTableRow } from "@/lib/contracts/pools";
import { fromDbLeague, type DbLeague } from "@/lib/domain/leagues";
import { currentWeek, weekLabel } from "@/lib/domain/pool-weeks";
import { notPickemMessage, POOL_NOT_FOUND } from "@/lib/domain/pools";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { appTimeZone } from "@/lib/settings";
import { firstWeekOf, seasonStartOf } from "./pool-season";
import { tablesState } from "./pool-tables";
import { averageClv } from "./write-pool-table";

export type TableQuery = { table: "season" | string; limit: number; cursor?: string; now?: Date };

type Row = { userId: string; mine: boolean; rank: number; points: string; wins: number; clvSum: string; clvPicks: number; decidedBy: PoolTableRow["decidedBy"]; username: string | null; picture: string | null; private: boolean };
type Pool = { id: string; kind: string; leagues: DbLeague[]; createdAt: string; seasonStart: string | null; closedThrough: string | null; tablesAt: string | null };
type Read = { pool: Pool | null; rows: Row[]; caller: { username: string | null; picture: string | null; scored: number | null } | null };

export const WEEK_NOT_IN_POOL = "This pool has no table for that week";

const date = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

/** How a read brings the tables up to date: now (it waits), or after its response. The bench reads fresh tables. */
export type Refresh = { now: () => Promise<unknown>; later: () => void };

/**
 * The membership check, the page and the caller's row in one round trip (two round trips cost more than the reads):
 * nothing of the table is read unless the caller is a member.
 */
export async function readPoolTable(
  db: PrismaClient,
  poolId: string,
  callerId: string,
  query: TableQuery,
  now: Date,
  refresh?: Refresh,
): Promise<PoolTable> {
  const timeZone = appTimeZone();
  const season = query.table === "season";
  const kind = season ? "SEASON" : "WEEK";
  const start = season ? "1970-01-01" : query.table;
  const { skip, take } = offsetWindow(query);
  const read = async () => (await db.$queryRaw<Read[]>(poolTableStatement(poolId, kind, start, callerId, skip, take)))[0];
  const first = await read();
  const { pool } = first;
  let { rows, caller } = first;
  if (!pool) throw new AppError("NOT_FOUND", { message: POOL_NOT_FOUND });
  if (pool.kind !== "PICKEM") throw new AppError("NOT_FOUND", { message: notPickemMessage(pool.kind) });
  const fields = { createdAt: new Date(pool.createdAt), seasonStart: date(pool.seasonStart), closedThrough: date(pool.closedThrough), tablesAt: pool.tablesAt ? new Date(pool.tablesAt) : null };
  const current = currentWeek(now, timeZone);
  // Refused before any rewrite: a refused read changes nothing.
  if (!season && (query.table > current || query.table < firstWeekOf(fields, now, timeZone))) throw new AppError("NOT_FOUND", { message: WEEK_NOT_IN_POOL });
  const state = refresh ? tablesState(fields, now, timeZone) : "fresh";
  if (state === "behind") {
    await refresh!.now();
    ({ rows, caller } = await read());
  } else if (state === "stale") refresh!.later();
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
  // A member without points shares the last place: one below everyone who scored.
  const unscored: PoolTableRow = { rank: (caller?.scored ?? 0) + 1, userId: callerId, username: caller?.username ?? null, picture: caller?.picture ?? null, private: false, points: "0.0000", wins: 0, clv: null, decidedBy: null };
  return {
    kind,
    start: season ? seasonStartOf(fields, timeZone) : query.table,
    label: season ? "Season" : weekLabel(query.table, pool.leagues.map(fromDbLeague)),
    final: !season && query.table < current,
    rows: page.slice(0, query.limit).map(view),
    me: mine ? view(mine) : unscored,
    nextCursor: page.length > query.limit ? offsetCursor.encode([skip + query.limit]) : null,
  };
}

/** The one statement, apart so that the bench can read the database's own time of it. */
export function poolTableStatement(poolId: string, kind: "WEEK" | "SEASON", start: string, callerId: string, skip: number, take: number): Prisma.Sql {
  const table = Prisma.sql`r."poolId" = ${poolId} AND r."kind" = ${kind}::"PoolTableKind" AND r."start" = ${start}::date`;
  return Prisma.sql`
    WITH access AS MATERIALIZED (
      SELECT p."id", p."kind"::text AS "kind", p."leagues"::text[] AS "leagues", p."createdAt", p."seasonStart", p."closedThrough", p."tablesAt" FROM "Pool" p
      WHERE p."id" = ${poolId} AND EXISTS (SELECT 1 FROM "PoolMember" m WHERE m."poolId" = p."id" AND m."userId" = ${callerId})
    ), page AS (
      SELECT r.*, false AS mine FROM "PoolTableRow" r
      WHERE EXISTS (SELECT 1 FROM access) AND ${table}
      ORDER BY r."rank", r."userId" OFFSET ${skip} LIMIT ${take}
    ), mine AS MATERIALIZED (
      SELECT r.*, true AS mine FROM "PoolTableRow" r WHERE EXISTS (SELECT 1 FROM access) AND ${table} AND r."userId" = ${callerId}
    ), board AS (
      SELECT b."userId", b.mine, b."rank", b."points"::text AS points, b."wins", b."clvSum"::text AS "clvSum", b."clvPicks", b."decidedBy"::text AS "decidedBy",
        u."username", u."image" AS picture, CASE WHEN b."userId" = ${callerId} THEN false ELSE u."private" END AS "private"
      FROM (SELECT * FROM page UNION ALL SELECT * FROM mine) b JOIN "User" u ON u."id" = b."userId"
    )
    SELECT (SELECT to_jsonb(a) FROM access a) AS pool,
      COALESCE((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.mine, x."rank", x."userId") FROM board x), '[]'::jsonb) AS rows,
      (SELECT jsonb_build_object('username', u."username", 'picture', u."image",
         'scored', CASE WHEN EXISTS (SELECT 1 FROM mine) THEN NULL ELSE (SELECT count(*) FROM "PoolTableRow" r WHERE ${table}) END)
       FROM "User" u WHERE u."id" = ${callerId} AND EXISTS (SELECT 1 FROM access)) AS caller`;
}
