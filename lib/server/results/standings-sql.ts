// The CTEs that carry settled (or reversed) points into each picker's Standing row and the leaderboard's ScoreBucket counts, in the same statement.
// No "server-only" import in lib/server/results: the seed and sync scripts run this outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Appends to a WITH list whose CTE named `deltas` returns ("userId", day, points): points won (or, negated,
 * taken back) on a local day. One UPDATE per picker, whatever the number of picks: the all-time total moves
 * by the sum; each period slot (day, ISO week, month) moves to the latest period among the deltas when it is
 * newer than the slot's (a past period's total is never ranked again), and adds the deltas of that period.
 * A reversal never names a period newer than the slot's, so the same statement undoes a settlement.
 * Week and month starts are taken on the plain date (no time zone): ISO weeks start on Monday, as periodRange does.
 */
const STANDINGS = `
latest AS (
  SELECT "userId", max(day) AS d FROM deltas WHERE points <> 0 GROUP BY 1
),
sums AS (
  SELECT l."userId", l.d, date_trunc('week', l.d::timestamp)::date AS w, date_trunc('month', l.d::timestamp)::date AS m,
    sum(x.points) AS total,
    sum(x.points) FILTER (WHERE x.day = l.d) AS dd,
    sum(x.points) FILTER (WHERE date_trunc('week', x.day::timestamp) = date_trunc('week', l.d::timestamp)) AS wd,
    sum(x.points) FILTER (WHERE date_trunc('month', x.day::timestamp) = date_trunc('month', l.d::timestamp)) AS md
  FROM latest l JOIN deltas x ON x."userId" = l."userId" AND x.points <> 0
  GROUP BY 1, 2
),
standings AS (
  UPDATE "Standing" s SET
    "points" = s."points" + c.total,
    "day" = greatest(s."day", c.d),
    "dayPoints" = CASE WHEN s."day" > c.d THEN s."dayPoints" WHEN s."day" = c.d THEN s."dayPoints" + c.dd ELSE c.dd END,
    "week" = greatest(s."week", c.w),
    "weekPoints" = CASE WHEN s."week" > c.w THEN s."weekPoints" WHEN s."week" = c.w THEN s."weekPoints" + c.wd ELSE c.wd END,
    "month" = greatest(s."month", c.m),
    "monthPoints" = CASE WHEN s."month" > c.m THEN s."monthPoints" WHEN s."month" = c.m THEN s."monthPoints" + c.md ELSE c.md END
  FROM sums c WHERE s."userId" = c."userId"
  RETURNING s."points", c.total, s."day", s."dayPoints", c.d, c.dd, s."week", s."weekPoints", c.w, c.wd,
            s."month", s."monthPoints", c.m, c.md
),`;

/**
 * Every board total that changed, as ("period", "start", old, new). A slot's total before this statement, on
 * the board of its (new) start, is its new total minus this statement's delta for that start (RETURNING reads
 * the row after any concurrent writer): 0 when the slot just moved to that start. A slot left on a newer
 * period moved on no board. A picker is on a board while their total is above 0, in bucket floor(total).
 * Bucket rows are upserted in key order, so concurrent settlements lock them in the same order and never deadlock.
 */
const BUCKETS = `
moved AS (
  SELECT 'ALL'::"BoardPeriod" AS "period", DATE '1970-01-01' AS "start", "points" - total AS old, "points" AS new FROM standings
  UNION ALL SELECT 'DAY', "day", "dayPoints" - dd, "dayPoints" FROM standings WHERE "day" = d
  UNION ALL SELECT 'WEEK', "week", "weekPoints" - wd, "weekPoints" FROM standings WHERE "week" = w
  UNION ALL SELECT 'MONTH', "month", "monthPoints" - md, "monthPoints" FROM standings WHERE "month" = m
),
buckets AS (
  INSERT INTO "ScoreBucket" ("period", "start", "bucket", "pickers")
  SELECT "period", "start", "bucket", sum(n)::int FROM (
    SELECT "period", "start", floor(old)::int AS "bucket", -1 AS n FROM moved WHERE old > 0
    UNION ALL
    SELECT "period", "start", floor(new)::int, 1 FROM moved WHERE new > 0
  ) m
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("period", "start", "bucket") DO UPDATE SET "pickers" = "ScoreBucket"."pickers" + EXCLUDED."pickers"
)`;

export const APPLY_TO_STANDINGS = Prisma.raw(STANDINGS + BUCKETS);
