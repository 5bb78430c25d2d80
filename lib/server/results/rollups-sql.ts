// The CTEs that carry freshly inserted ledger rows into DailyPoints, PeriodPoints and User.score in the same statement.
// No "server-only" import in lib/server/results: the seed and sync scripts run this outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Appends to a WITH list whose CTE named `ledger` returns ("userId", league, outcome, points, day) of the
 * rows it inserted. Only inserted rows flow on, so a second run (ON CONFLICT DO NOTHING) adds nothing.
 * Week and month starts are taken on the plain date (no time zone): ISO weeks start on Monday, as periodRange does.
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
periods AS (
  INSERT INTO "PeriodPoints" ("period", "start", "userId", "points")
  SELECT x."period", x."start", l."userId", sum(l."points")
  FROM ledger l
  CROSS JOIN LATERAL (VALUES
    ('DAY'::"PointsPeriod", l."day"),
    ('WEEK'::"PointsPeriod", date_trunc('week', l."day"::timestamp)::date),
    ('MONTH'::"PointsPeriod", date_trunc('month', l."day"::timestamp)::date)
  ) AS x("period", "start")
  WHERE l."points" <> 0
  GROUP BY 1, 2, 3
  ON CONFLICT ("period", "start", "userId") DO UPDATE SET "points" = "PeriodPoints"."points" + EXCLUDED."points"
),
scores AS (
  UPDATE "User" u SET "score" = u."score" + s."points"
  FROM (SELECT "userId", sum("points") AS "points" FROM ledger WHERE "points" <> 0 GROUP BY 1) s
  WHERE u."id" = s."userId"
)`);

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
    FROM reversed l
    CROSS JOIN LATERAL (VALUES
      ('DAY'::"PointsPeriod", l."day"),
      ('WEEK'::"PointsPeriod", date_trunc('week', l."day"::timestamp)::date),
      ('MONTH'::"PointsPeriod", date_trunc('month', l."day"::timestamp)::date)
    ) AS x("period", "start")
    WHERE l."points" <> 0
    GROUP BY 1, 2, 3
  ) r
  WHERE pp."period" = r."period" AND pp."start" = r."start" AND pp."userId" = r."userId"
),
scores AS (
  UPDATE "User" u SET "score" = u."score" - s."points"
  FROM (SELECT "userId", sum("points") AS "points" FROM reversed WHERE "points" <> 0 GROUP BY 1) s
  WHERE u."id" = s."userId"
)`);
