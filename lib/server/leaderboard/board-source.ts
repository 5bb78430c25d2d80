// The rows a period's leaderboard ranks, as SQL: the Standing slot of the period (or the all-time total); optionally only a circle (follows, a pool).
import { Prisma } from "@/lib/generated/prisma/client";
import { LEAGUES, type DbLeague } from "@/lib/domain/leagues";
import { localDay, periodRange, type Period } from "@/lib/domain/periods";
import { poolLeagueScores } from "./pool-league-scores";

const PERIOD_KIND: Record<Exclude<Period, "ALL">, "DAY" | "WEEK" | "MONTH"> = {
  TODAY: "DAY",
  THIS_WEEK: "WEEK",
  THIS_MONTH: "MONTH",
};

/**
 * Standing's columns of a period (fixed names, never user input): the points slot's start (none for all time) and
 * total; the prefix of the closing-line roll-up's columns (Picks, Beats, Sum, Average, and Board: the start of the
 * board that ranks the slot, set from the minimum sample on) and that slot's own start.
 */
export const SLOT: Record<Period, { start: string | null; points: string; clv: string; clvStart: string | null }> = {
  TODAY: { start: "day", points: "dayPoints", clv: "dayClv", clvStart: "clvDay" },
  THIS_WEEK: { start: "week", points: "weekPoints", clv: "weekClv", clvStart: "clvWeek" },
  THIS_MONTH: { start: "month", points: "monthPoints", clv: "monthClv", clvStart: "clvMonth" },
  ALL: { start: null, points: "points", clv: "clv", clvStart: null },
};

/** A Standing column named in SLOT, as SQL. */
export const slotColumn = (name: string): Prisma.Sql => Prisma.raw(`"${name}"`);

/** ScoreBucket's start for ALL, the one board with no period. */
export const ALL_TIME_START = "1970-01-01";

/** The period's first local day, from periodRange: a Standing slot of that start holds the picker's points of the period. */
export function periodStart(period: Exclude<Period, "ALL">, now: Date, timeZone: string): string {
  const { start } = periodRange(period, now, timeZone);
  return localDay(start!, timeZone);
}

/** Which ScoreBucket rows count the pickers of this board. */
export function boardKey(period: Period, now: Date, timeZone: string): { kind: string; start: string } {
  return period === "ALL"
    ? { kind: "ALL", start: ALL_TIME_START }
    : { kind: PERIOD_KIND[period], start: periodStart(period, now, timeZone) };
}

/** Whose rows a scoped board ranks: the caller and whom they follow, or a pool's members in the pool's leagues. */
export type Circle = { kind: "following"; of: string } | { kind: "pool"; poolId: string; leagues: DbLeague[] };

/** ("userId", points) of everyone with points in the period; in a circle, every one of its pickers, points or not. */
export function boardSource(period: Period, now: Date, timeZone: string, circle: Circle | null): Prisma.Sql {
  const scored =
    circle?.kind === "pool" && circle.leagues.length < LEAGUES.length
      ? poolLeagueScores(period, now, timeZone, circle)
      : standingTotals(period, now, timeZone);
  if (!circle) return scored;
  const members =
    circle.kind === "following"
      ? Prisma.sql`SELECT ${circle.of}::text AS "userId" UNION SELECT "followedId" FROM "Follow" WHERE "followerId" = ${circle.of}`
      : Prisma.sql`SELECT "userId" FROM "PoolMember" WHERE "poolId" = ${circle.poolId}`;
  return Prisma.sql`
    SELECT m."userId", COALESCE(s.points, 0)::numeric(14, 4) AS points
    FROM (${members}) m
    LEFT JOIN (${scored}) s ON s."userId" = m."userId"`;
}

function standingTotals(period: Period, now: Date, timeZone: string): Prisma.Sql {
  return period === "ALL"
    ? Prisma.sql`SELECT "userId", "points" AS points FROM "Standing" WHERE "points" > 0`
    : Prisma.sql`SELECT "userId", ${slotColumn(SLOT[period].points)} AS points FROM "Standing"
        WHERE ${slotColumn(SLOT[period].start!)} = ${periodStart(period, now, timeZone)}::date AND ${slotColumn(SLOT[period].points)} > 0`;
}

/**
 * The competition rank of a total `points` (an SQL expression) on the board CTE named `board`: one more than
 * the number of pickers scoring more, counted from ScoreBucket (the buckets above) plus an index range inside the
 * picker's own bucket.
 */
export function rankOf(points: Prisma.Sql, key: { kind: string; start: string }): Prisma.Sql {
  return Prisma.sql`(
    COALESCE((SELECT sum(s."pickers") FROM "ScoreBucket" s
              WHERE s."period" = ${key.kind}::"BoardPeriod" AND s."start" = ${key.start}::date AND s."bucket" > floor(${points})), 0)
    + (SELECT count(*) FROM board x WHERE x.points > ${points} AND x.points < floor(${points}) + 1)
  )::int + 1`;
}
