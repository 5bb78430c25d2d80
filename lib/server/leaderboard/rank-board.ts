// The leaderboard query: competition-ranked pickers of a period, a cursor page at a time, with the caller's own standing.
// No "server-only" import: the leaderboard benchmark runs this exact code outside Next.js, on its own client.
import { AppError } from "@/lib/errors/app-error";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { Period } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/env";
import { boardKey, boardSource, rankOf } from "./board-source";
import { cursorCodec } from "@/lib/api/cursor";
import { LEADERBOARD_PAGE_SIZE, type Leaderboard, type LeaderboardRow, type LeaderboardScope } from "@/lib/contracts/leaderboard";

/** The (points, userId) of the last row served, which is where the next page starts. */
const boardCursor = cursorCodec(["decimal", "key"]);

export type BoardOptions = { period: Period; scope?: LeaderboardScope; cursor?: string; limit?: number; callerId?: string | null; now?: Date };

/**
 * Equal scores share a rank (1, 2, 2, 4): a row's rank is one more than the number of rows scoring more
 * (rankOf: bucket counts plus a short index range). The source is NOT MATERIALIZED so each count and the
 * page itself run as index range scans.
 */
export async function rankBoard(
  db: PrismaClient,
  { period, scope = "all", cursor, limit = LEADERBOARD_PAGE_SIZE, callerId = null, now = new Date() }: BoardOptions,
): Promise<Leaderboard> {
  if (scope === "following" && !callerId) throw new AppError("UNAUTHORIZED");
  const timeZone = appTimeZone();
  const circle = scope === "following";
  const source = boardSource(period, now, timeZone, circle ? callerId : null);
  const key = circle ? null : boardKey(period, now, timeZone);
  const [points, userId] = boardCursor.decode(cursor) ?? [];
  const after = points && userId ? { points, userId } : null;
  const from = after
    ? Prisma.sql`WHERE b.points < ${after.points}::numeric OR (b.points = ${after.points}::numeric AND b."userId" > ${after.userId})`
    : Prisma.empty;
  // The page and the caller's standing are independent: two connections, one round trip of latency.
  const [rows, me] = await Promise.all([
    db.$queryRaw<LeaderboardRow[]>`
    WITH board AS NOT MATERIALIZED (${source})
    SELECT b."userId", b.points::text AS score, u."username", u."hotStreak", u."private", u."image" AS picture,
      ${rankOf(Prisma.sql`b.points`, key)} AS rank
    FROM (SELECT * FROM board b ${from} ORDER BY b.points DESC, b."userId" LIMIT ${limit + 1}) b
    JOIN "User" u ON u."id" = b."userId"
    ORDER BY b.points DESC, b."userId"`,
    callerId ? standing(db, source, key, callerId) : null,
  ]);
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

async function standing(db: PrismaClient, source: Prisma.Sql, key: ReturnType<typeof boardKey> | null, callerId: string): Promise<Leaderboard["me"]> {
  const [mine] = await db.$queryRaw<(Omit<LeaderboardRow, "rank"> & { rank: number | null })[]>`
    WITH board AS NOT MATERIALIZED (${source})
    SELECT u."id" AS "userId", u."username", u."hotStreak", false AS "private", u."image" AS picture,
      COALESCE(b.points, 0)::numeric(14, 4)::text AS score,
      CASE WHEN b."userId" IS NULL THEN NULL ELSE ${rankOf(Prisma.sql`b.points`, key)} END AS rank
    FROM "User" u
    LEFT JOIN board b ON b."userId" = u."id"
    WHERE u."id" = ${callerId}`;
  return mine ?? null;
}
