// The CTEs that carry freshly inserted ledger rows into DailyPoints, PeriodPoints, User.score and the leaderboard's ScoreBucket counts in the same statement.
// No "server-only" import in lib/server/results: the seed and sync scripts run this outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";

/** The three roll-up periods of a ledger row `l`: its day, the ISO week's Monday and the month's 1st. */
const PERIODS_OF_DAY = `CROSS JOIN LATERAL (VALUES
    ('DAY'::"PointsPeriod", l."day"),
    ('WEEK'::"PointsPeriod", date_trunc('week', l."day"::timestamp)::date),
    ('MONTH'::"PointsPeriod", date_trunc('month', l."day"::timestamp)::date)
  ) AS x("period", "start")`;

/**
 * Appends to a WITH list holding `moved` ("period" BoardPeriod, "start", old, new): every board total that
 * changed. A picker is on a board while their total is above 0, in bucket floor(total). Rows are upserted in
 * key order, so concurrent settlements lock the shared bucket rows in the same order and never deadlock on them.
 */
const BUCKETS = `
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

/**
 * Appends to a WITH list whose CTE named `ledger` returns ("userId", league, outcome, points, day) of the
 * rows it inserted. Only inserted rows flow on, so a second run adds nothing.
 * Week and month starts are taken on the plain date (no time zone): ISO weeks start on Monday, as periodRange does.
 * The old total of each changed row is its new total (RETURNING, after any concurrent writer) minus this delta.
 */
export const APPLY_ROLLUPS = Prisma.raw(`
daily AS (
  INSERT INTO "DailyPoints" ("userId", "day", "league", "points", "wins", "losses")
  SELECT "userId", "day", "league", sum("points"),
         count(*) FILTER (WHERE "outcome" = 'WIN'), count(*) FILTER (WHERE "outcome" = 'LOOSE')
  FROM ledger GROUP BY 1, 2, 3
  ON CONFLICT ("userId", "day", "league") DO UPDATE SET
    "points" = "DailyPoints"."points" + EXCLUDED."points",
    "wins" = "DailyPoints"."wins" + EXCLUDED."wins",
    "losses" = "DailyPoints"."losses" + EXCLUDED."losses"
),
period_delta AS (
  SELECT x."period", x."start", l."userId", sum(l."points") AS "points"
  FROM ledger l ${PERIODS_OF_DAY}
  WHERE l."points" <> 0
  GROUP BY 1, 2, 3
),
periods AS (
  INSERT INTO "PeriodPoints" ("period", "start", "userId", "points")
  SELECT "period", "start", "userId", "points" FROM period_delta
  ON CONFLICT ("userId", "period", "start") DO UPDATE SET "points" = "PeriodPoints"."points" + EXCLUDED."points"
  RETURNING "period", "start", "userId", "points"
),
scores AS (
  UPDATE "User" u SET "score" = u."score" + s."points"
  FROM (SELECT "userId", sum("points") AS "points" FROM ledger WHERE "points" <> 0 GROUP BY 1) s
  WHERE u."id" = s."userId"
  RETURNING u."score" AS new, s."points" AS delta
),
moved AS (
  SELECT p."period"::text::"BoardPeriod" AS "period", p."start", p."points" - d."points" AS old, p."points" AS new
  FROM periods p JOIN period_delta d ON d."userId" = p."userId" AND d."period" = p."period" AND d."start" = p."start"
  UNION ALL
  SELECT 'ALL'::"BoardPeriod", DATE '1970-01-01', new - delta, new FROM scores
),
${BUCKETS}`);

/** The mirror image for a correction: `reversed` holds deleted ledger rows; everything they added is subtracted. */
export const REVERSE_ROLLUPS = Prisma.raw(`
daily AS (
  UPDATE "DailyPoints" d SET
    "points" = d."points" - r."points", "wins" = d."wins" - r."wins", "losses" = d."losses" - r."losses"
  FROM (
    SELECT "userId", "day", "league", sum("points") AS "points",
           count(*) FILTER (WHERE "outcome" = 'WIN') AS "wins", count(*) FILTER (WHERE "outcome" = 'LOOSE') AS "losses"
    FROM reversed GROUP BY 1, 2, 3
  ) r
  WHERE d."userId" = r."userId" AND d."day" = r."day" AND d."league" = r."league"
),
periods AS (
  UPDATE "PeriodPoints" pp SET "points" = pp."points" - r."points"
  FROM (
    SELECT x."period", x."start", l."userId", sum(l."points") AS "points"
    FROM reversed l ${PERIODS_OF_DAY}
    WHERE l."points" <> 0
    GROUP BY 1, 2, 3
  ) r
  WHERE pp."period" = r."period" AND pp."start" = r."start" AND pp."userId" = r."userId"
  RETURNING pp."period", pp."start", pp."points" AS new, r."points" AS delta
),
scores AS (
  UPDATE "User" u SET "score" = u."score" - s."points"
  FROM (SELECT "userId", sum("points") AS "points" FROM reversed WHERE "points" <> 0 GROUP BY 1) s
  WHERE u."id" = s."userId"
  RETURNING u."score" AS new, s."points" AS delta
),
moved AS (
  SELECT "period"::text::"BoardPeriod" AS "period", "start", new + delta AS old, new FROM periods
  UNION ALL
  SELECT 'ALL'::"BoardPeriod", DATE '1970-01-01', new + delta, new FROM scores
),
${BUCKETS}`);
