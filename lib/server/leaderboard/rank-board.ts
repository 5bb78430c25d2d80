// The leaderboard query: competition-ranked pickers of a period, a cursor page at a time, with the caller's own standing.
// No "server-only" import: the leaderboard benchmark runs this exact code outside Next.js, on its own client.
import { AppError } from "@/lib/errors/app-error";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { Period } from "@/lib/domain/periods";
import { POOL_NOT_FOUND } from "@/lib/domain/pools";
import { appTimeZone } from "@/lib/settings";
import { LEAGUES, type DbLeague } from "@/lib/domain/leagues";
import { boardKey, boardSource, rankOf, type Circle } from "./board-source";
import { poolBoard } from "./pool-board";
import { cursorCodec } from "@/lib/contracts/cursor";
import { LEADERBOARD_PAGE_SIZE, type Leaderboard, type LeaderboardRow, type LeaderboardScope } from "@/lib/contracts/leaderboard";

/** The (points, userId) of the last row served, which is where the next page starts. */
const boardCursor = cursorCodec(["decimal", "key"]);

export type BoardOptions = { period: Period; scope?: LeaderboardScope; cursor?: string; limit?: number; callerId?: string | null; now?: Date };

/**
 * Equal scores share a rank (1, 2, 2, 4): a row's rank is one more than the number of rows scoring more.
 * The whole board counts them with rankOf (bucket counts plus a short index range) on a NOT MATERIALIZED source, so
 * each count and the page itself run as index range scans. A circle (follows, a pool of up to 10,000) is ranked once,
 * by a window over its rows, instead of a count per row; a pool counting every league ranks its members' own copies
 * of their totals (pool-board.ts).
 */
export async function rankBoard(
  db: PrismaClient,
  { period, scope = "all", cursor, limit = LEADERBOARD_PAGE_SIZE, callerId = null, now = new Date() }: BoardOptions,
): Promise<Leaderboard> {
  if (scope !== "all" && !callerId) throw new AppError("UNAUTHORIZED");
  const timeZone = appTimeZone();
  const circle = scope === "all" ? null : await circleOf(db, scope, callerId!);
  const [points, userId] = boardCursor.decode(cursor) ?? [];
  const after = points && userId ? { points, userId } : null;
  const { rows, me } =
    circle?.kind === "pool" && circle.leagues.length === LEAGUES.length
      ? await poolBoard(db, { poolId: circle.poolId, period, now, timeZone, after, take: limit + 1, callerId: callerId! })
      : await boardPage(db, rankedBoard(boardSource(period, now, timeZone, circle), circle ? null : boardKey(period, now, timeZone)), after, limit + 1, callerId);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    period,
    scope,
    items: page,
    nextCursor: rows.length > limit && last ? boardCursor.encode([last.score, last.userId]) : null,
    me,
  };
}

/** A pool's board is its members' only: anyone else is told the pool does not exist, as on every pool route. */
async function circleOf(db: PrismaClient, scope: Exclude<LeaderboardScope, "all">, callerId: string): Promise<Circle> {
  if (scope === "following") return { kind: "following", of: callerId };
  const poolId = scope.slice("pool:".length);
  // One plain statement: every pool board pays this check, and the client's relation filter cost more than the board.
  const [pool] = await db.$queryRaw<{ leagues: DbLeague[] }[]>`
    SELECT p."leagues"::text[] AS leagues FROM "Pool" p
    WHERE p."id" = ${poolId} AND EXISTS (SELECT 1 FROM "PoolMember" m WHERE m."poolId" = p."id" AND m."userId" = ${callerId})`;
  if (!pool) throw new AppError("NOT_FOUND", { message: POOL_NOT_FOUND });
  return { kind: "pool", poolId, leagues: pool.leagues };
}

type RankedBoard = { with: Prisma.Sql; rank: Prisma.Sql };

async function boardPage(db: PrismaClient, board: RankedBoard, after: { points: string; userId: string } | null, take: number, callerId: string | null) {
  const from = after
    ? Prisma.sql`WHERE b.points < ${after.points}::numeric OR (b.points = ${after.points}::numeric AND b."userId" > ${after.userId})`
    : Prisma.empty;
  // The page and the caller's standing are independent: two connections, one round trip of latency.
  const [rows, me] = await Promise.all([
    db.$queryRaw<LeaderboardRow[]>`
    ${board.with}
    SELECT b."userId", b.points::text AS score, u."username", u."hotStreak", u."private", u."image" AS picture, ${board.rank} AS rank
    FROM (SELECT * FROM board b ${from} ORDER BY b.points DESC, b."userId" LIMIT ${take}) b
    JOIN "User" u ON u."id" = b."userId"
    ORDER BY b.points DESC, b."userId"`,
    callerId ? standing(db, board, callerId) : null,
  ]);
  return { rows, me };
}

/** The CTE `board` ("userId", points) and the rank of its row `b`. */
function rankedBoard(source: Prisma.Sql, key: ReturnType<typeof boardKey> | null): RankedBoard {
  if (key) return { with: Prisma.sql`WITH board AS NOT MATERIALIZED (${source})`, rank: rankOf(Prisma.sql`b.points`, key) };
  return {
    with: Prisma.sql`WITH board AS MATERIALIZED (SELECT s."userId", s.points, rank() OVER (ORDER BY s.points DESC)::int AS rank FROM (${source}) s)`,
    rank: Prisma.sql`b.rank`,
  };
}

async function standing(db: PrismaClient, board: RankedBoard, callerId: string): Promise<Leaderboard["me"]> {
  const [mine] = await db.$queryRaw<(Omit<LeaderboardRow, "rank"> & { rank: number | null })[]>`
    ${board.with}
    SELECT u."id" AS "userId", u."username", u."hotStreak", false AS "private", u."image" AS picture,
      COALESCE(b.points, 0)::numeric(14, 4)::text AS score,
      CASE WHEN b."userId" IS NULL THEN NULL ELSE ${board.rank} END AS rank
    FROM "User" u
    LEFT JOIN board b ON b."userId" = u."id"
    WHERE u."id" = ${callerId}`;
  return mine ?? null;
}
