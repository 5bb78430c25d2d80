// The Sharpest board: pickers with enough counted picks in a period, competition-ranked by average closing-line value.
// No "server-only" import: the skill benchmark runs this exact code outside Next.js, on its own client.
import { cursorCodec } from "@/lib/contracts/cursor";
import { LEADERBOARD_PAGE_SIZE, sharpestRowSchema, type SharpestBoard, type SharpestRow } from "@/lib/contracts/leaderboard";
import { MIN_SKILL_SAMPLE } from "@/lib/domain/closing-line";
import type { Period } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { boardKey, periodStart, SLOT, slotColumn } from "./board-source";

/** The (average, userId) of the last row served, which is where the next page starts. */
const sharpestCursor = cursorCodec(["decimal", "key"]);

/** The caller's own row shows figures from the minimum sample on, as Standing's generated averages do. */
const MINIMUM = Prisma.raw(String(MIN_SKILL_SAMPLE));

/**
 * ("userId", avg, picks, beats) of the period's slot: the ranked pickers (the minimum sample, whose average and board
 * start are set: the partial indexes' rows), or every picker's slot of the period, average or not.
 */
function slotRows(period: Period, now: Date, timeZone: string, ranked: boolean): Prisma.Sql {
  const { clvStart, clv } = SLOT[period];
  const col = (name: string) => slotColumn(clv + name);
  // A ranked slot's board start is set only from the minimum sample on; any slot's own start says its period.
  const inPeriod = clvStart
    ? [Prisma.sql`${ranked ? col("Board") : slotColumn(clvStart)} = ${periodStart(period as Exclude<Period, "ALL">, now, timeZone)}::date`]
    : [];
  const conditions = ranked ? [...inPeriod, Prisma.sql`${col("Average")} IS NOT NULL`] : inPeriod;
  return Prisma.sql`SELECT "userId", ${col("Average")} AS avg, ${col("Picks")} AS picks, ${col("Beats")} AS beats
    FROM "Standing" WHERE ${conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`true`}`;
}

/**
 * How many ranked pickers of the board have an average above `avg` (an SQL expression): the ClvBucket counts of the
 * buckets above its own, plus an index range of its own bucket (a tenth of a percent wide).
 */
function countAbove(avg: Prisma.Sql, board: Prisma.Sql, key: { kind: string; start: string }): Prisma.Sql {
  return Prisma.sql`(
    COALESCE((SELECT sum(k."pickers") FROM "ClvBucket" k
              WHERE k."period" = ${key.kind}::"BoardPeriod" AND k."start" = ${key.start}::date AND k."bucket" > floor(${avg} * 1000)::int), 0)
    + (SELECT count(*) FROM (${board}) x WHERE x.avg > ${avg} AND x.avg < (floor(${avg} * 1000) + 1) / 1000)
  )::int`;
}

/** The row's figures as the contract gives them: percentages to two decimals. */
const FIGURES = Prisma.sql`round(b.avg * 100, 2)::float8 AS "averageClv", round(b.beats * 100.0 / b.picks, 2)::float8 AS "beatCloseRate",
  b.picks AS "settledPicks"`;

export type SharpestOptions = { period: Period; cursor?: string; limit?: number; callerId?: string | null; now?: Date };

export async function rankSharpest(
  db: PrismaClient,
  { period, cursor, limit = LEADERBOARD_PAGE_SIZE, callerId = null, now = new Date() }: SharpestOptions,
): Promise<SharpestBoard> {
  const timeZone = appTimeZone();
  const board = slotRows(period, now, timeZone, true);
  const key = boardKey(period, now, timeZone);
  const [avg, userId] = sharpestCursor.decode(cursor) ?? [];
  // `avg <= x` bounds the index range; the rest skips the rows of that average already served.
  const from = avg && userId ? Prisma.sql`AND s.avg <= ${avg}::numeric AND (s.avg < ${avg}::numeric OR s."userId" > ${userId})` : Prisma.empty;
  const [rows, me] = await Promise.all([
    db.$queryRaw<(SharpestRow & { avg: string })[]>`
      WITH page AS MATERIALIZED (
        SELECT s.* FROM (${board}) s WHERE true ${from} ORDER BY s.avg DESC, s."userId" LIMIT ${limit + 1}
      ),
      top AS (SELECT avg FROM page ORDER BY avg DESC LIMIT 1),
      -- Materialized: computed once, not once per page row.
      above AS MATERIALIZED (
        SELECT h.higher, h.higher + (SELECT count(*) FROM (${board}) s WHERE s.avg = t.avg)::int AS reached
        FROM top t CROSS JOIN LATERAL (SELECT ${countAbove(Prisma.sql`t.avg`, board, key)} AS higher) h
      )
      SELECT b."userId", b.avg::text AS avg, u."username", u."hotStreak", u."private", u."image" AS picture, ${FIGURES},
        -- Competition rank from the pickers above the page's top average and those tied with it: rows tied with it
        -- share its rank; a lower row has everyone down to that average above it, plus the page's own rows between.
        (CASE WHEN b.avg = t.avg THEN a.higher + 1
              ELSE a.reached + rank() OVER (ORDER BY b.avg DESC) - count(*) FILTER (WHERE b.avg = t.avg) OVER () END)::int AS rank
      FROM page b CROSS JOIN top t CROSS JOIN above a
      JOIN "User" u ON u."id" = b."userId"
      ORDER BY b.avg DESC, b."userId"`,
    callerId ? standing(db, period, now, timeZone, callerId, countAbove(Prisma.sql`b.avg`, board, key)) : null,
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    sort: "clv",
    period,
    minimumPicks: MIN_SKILL_SAMPLE,
    // The row's schema shapes it: the exact average stays in the cursor.
    items: page.map((row) => sharpestRowSchema.parse(row)),
    nextCursor: rows.length > limit && last ? sharpestCursor.encode([last.avg, last.userId]) : null,
    me,
  };
}

/** The caller's figures of the period and, with the minimum sample, their rank; counted picks 0 without any. */
async function standing(db: PrismaClient, period: Period, now: Date, timeZone: string, callerId: string, above: Prisma.Sql): Promise<SharpestBoard["me"]> {
  const [mine] = await db.$queryRaw<NonNullable<SharpestBoard["me"]>[]>`
    SELECT u."id" AS "userId", u."username", u."hotStreak", false AS "private", u."image" AS picture,
      COALESCE(b.picks, 0) AS "settledPicks",
      CASE WHEN b.picks >= ${MINIMUM} THEN round(b.avg * 100, 2)::float8 END AS "averageClv",
      CASE WHEN b.picks >= ${MINIMUM} THEN round(b.beats * 100.0 / b.picks, 2)::float8 END AS "beatCloseRate",
      CASE WHEN b.picks >= ${MINIMUM} THEN ${above} + 1 END AS rank
    FROM "User" u
    LEFT JOIN (${slotRows(period, now, timeZone, false)}) b ON b."userId" = u."id"
    WHERE u."id" = ${callerId}`;
  return mine ?? null;
}
