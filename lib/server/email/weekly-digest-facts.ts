// What a weekly digest says, read from the settled ledger: who is due one, their week's points and all-time rank at
// the end of the week and of the week before, and the best pick of each picker and of the pickers they follow.
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import type { Market, Selection } from "@/lib/domain/markets";

export type Week = { monday: string; start: Date; end: Date };
export type DigestPicker = { userId: string; email: string; username: string; weekPoints: string; rank: number | null; previousRank: number | null };
export type BestPick = {
  userId: string;
  id: number;
  points: string;
  moneyLine: number;
  market: Market;
  side: Selection;
  point: number | null;
  home: string;
  away: string;
  league: DbLeague;
};
export type Followed = { followerId: string; userId: string; username: string };

/** A settled pick (not a parlay leg: the parlay scores) or parlay is one ledger entry, dated by its settledAt. */
const ledgerSince = (start: Date) => Prisma.sql`
  SELECT "userId", "points", "settledAt" FROM "Pick" WHERE "kind" = 'NORMAL' AND "state" = 'FINAL' AND "settledAt" >= ${start}
  UNION ALL
  SELECT "userId", "points", "settledAt" FROM "Parlay" WHERE "state" = 'FINAL' AND "settledAt" >= ${start}`;

/**
 * Opted-in, verified pickers without this week's digest who had something settled in it (no activity, no digest).
 * The totals at the two week ends are today's Standing less what settled since, so the ranks need only the ledger
 * of the last days; a rank is the leaderboard's (one more than the pickers above, only with points above 0).
 */
export function dueDigestPickers(db: PrismaClient, { monday, start, end }: Week): Promise<DigestPicker[]> {
  return db.$queryRaw<DigestPicker[]>(Prisma.sql`
    WITH ledger AS (${ledgerSince(start)}),
    since AS (
      SELECT "userId", coalesce(sum("points") FILTER (WHERE "settledAt" < ${end}), 0) AS during,
        coalesce(sum("points") FILTER (WHERE "settledAt" >= ${end}), 0) AS after,
        bool_or("settledAt" < ${end}) AS active
      FROM ledger GROUP BY 1
    ),
    due AS (
      SELECT u."id", u."email", u."username", x.during FROM "User" u JOIN since x ON x."userId" = u."id" AND x.active
      WHERE u."emailDigest" AND u."emailVerified" IS NOT NULL AND u."username" IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "EmailSend" s WHERE s."userId" = u."id" AND s."kind" = 'WEEKLY_DIGEST' AND s."period" = ${monday}::date)
    ),
    totals AS (
      SELECT s."userId", s."points" - coalesce(x.after, 0) AS at_end, s."points" - coalesce(x.after, 0) - coalesce(x.during, 0) AS at_start
      FROM "Standing" s LEFT JOIN since x ON x."userId" = s."userId"
      WHERE EXISTS (SELECT 1 FROM due)
    ),
    ranked AS (
      SELECT "userId", CASE WHEN at_end > 0 THEN rank() OVER (ORDER BY at_end DESC) END AS rank,
        CASE WHEN at_start > 0 THEN rank() OVER (ORDER BY at_start DESC) END AS previous
      FROM totals
    )
    SELECT due."id" AS "userId", due."email", due."username", due.during::text AS "weekPoints",
      r.rank::int AS "rank", r.previous::int AS "previousRank"
    FROM due JOIN ranked r ON r."userId" = due."id"
    ORDER BY due."id"`);
}

/** Each given picker's highest-scoring pick settled in the week (earliest first among equals); none without a win. */
export function bestPicksOfWeek(db: PrismaClient, userIds: string[], { start, end }: Week): Promise<BestPick[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.$queryRaw<BestPick[]>(Prisma.sql`
    SELECT DISTINCT ON (p."userId") p."userId", p."id", p."points"::text AS "points", p."moneyLine", p."market"::text AS "market", p."side"::text AS "side",
      p."point"::float8 AS "point",
      h."name" AS "home", a."name" AS "away", f."league"::text AS "league"
    FROM "Pick" p
    JOIN "Fixture" f ON f."id" = p."fixtureId"
    JOIN "Team" h ON h."id" = f."homeTeamId"
    JOIN "Team" a ON a."id" = f."awayTeamId"
    WHERE p."userId" = ANY(${userIds}::text[]) AND p."kind" = 'NORMAL' AND p."state" = 'FINAL' AND p."points" > 0
      AND p."settledAt" >= ${start} AND p."settledAt" < ${end}
    ORDER BY p."userId", p."points" DESC, p."settledAt", p."id"`);
}

/** Whom the pickers follow, leaving out private pickers: their picks are not shown to anyone else. */
export function followedPickers(db: PrismaClient, followerIds: string[]): Promise<Followed[]> {
  return db.$queryRaw<Followed[]>(Prisma.sql`
    SELECT f."followerId", u."id" AS "userId", u."username" FROM "Follow" f JOIN "User" u ON u."id" = f."followedId"
    WHERE f."followerId" = ANY(${followerIds}::text[]) AND NOT u."private" AND u."username" IS NOT NULL`);
}
