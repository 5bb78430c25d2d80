// The rows a period's leaderboard ranks, as SQL: the period roll-up, or User.score for ALL; optionally only the caller's circle.
import { Prisma } from "@/lib/generated/prisma/client";
import { localDay, periodRange, type Period } from "@/lib/domain/periods";

const PERIOD_KIND: Record<Exclude<Period, "ALL">, "DAY" | "WEEK" | "MONTH"> = {
  TODAY: "DAY",
  THIS_WEEK: "WEEK",
  THIS_MONTH: "MONTH",
};

/**
 * The period's first local day, from periodRange: the PeriodPoints row of that start holds exactly the sum
 * of DailyPoints over the period's days (settlement writes both in one statement).
 */
export function periodStart(period: Exclude<Period, "ALL">, now: Date, timeZone: string): string {
  const { start } = periodRange(period, now, timeZone);
  return localDay(start!, timeZone);
}

/** ("userId", points) of everyone with points in the period; scope "following": the caller and whom they follow, points or not. */
export function boardSource(period: Period, now: Date, timeZone: string, circleOf: string | null): Prisma.Sql {
  const scored =
    period === "ALL"
      ? Prisma.sql`SELECT "id" AS "userId", "score" AS points FROM "User" WHERE "score" > 0`
      : Prisma.sql`SELECT "userId", "points" AS points FROM "PeriodPoints"
          WHERE "period" = ${PERIOD_KIND[period]}::"PointsPeriod" AND "start" = ${periodStart(period, now, timeZone)}::date AND "points" > 0`;
  if (!circleOf) return scored;
  return Prisma.sql`
    SELECT m."userId", COALESCE(s.points, 0)::numeric(14, 4) AS points
    FROM (SELECT ${circleOf}::text AS "userId" UNION SELECT "followedId" FROM "Follow" WHERE "followerId" = ${circleOf}) m
    LEFT JOIN (${scored}) s ON s."userId" = m."userId"`;
}
