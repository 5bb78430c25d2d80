-- Leaderboard ranks in O(buckets): how many pickers of each board score in [bucket, bucket + 1) points.
-- A picker's competition rank is 1 + the pickers of all higher buckets + those above them in their own
-- bucket (a short index range), instead of counting every row above them (50,000 index entries for a
-- mid-table picker out of 100,000). Settlement keeps the counts in the same statement that moves the
-- points, from the old and new totals it already has; deletes are caught by the triggers below.

-- CreateEnum
CREATE TYPE "BoardPeriod" AS ENUM ('DAY', 'WEEK', 'MONTH', 'ALL');

-- CreateTable
CREATE TABLE "ScoreBucket" (
    "period" "BoardPeriod" NOT NULL,
    "start" DATE NOT NULL,
    "bucket" INTEGER NOT NULL,
    "pickers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ScoreBucket_pkey" PRIMARY KEY ("period","start","bucket")
);

-- Backfill from the roll-ups (ALL is User.score, on the fixed start 1970-01-01).
INSERT INTO "ScoreBucket" ("period", "start", "bucket", "pickers")
SELECT "period"::text::"BoardPeriod", "start", floor("points")::int, count(*)::int
FROM "PeriodPoints" WHERE "points" > 0 GROUP BY 1, 2, 3;

INSERT INTO "ScoreBucket" ("period", "start", "bucket", "pickers")
SELECT 'ALL'::"BoardPeriod", DATE '1970-01-01', floor("score")::int, count(*)::int
FROM "User" WHERE "score" > 0 GROUP BY 1, 2, 3;

-- A deleted picker leaves the boards: their PeriodPoints rows go by cascade and their score with the row.
-- Statement-level with transition tables, on DELETE only: settlement never deletes these rows.
CREATE FUNCTION "score_buckets_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'PeriodPoints' THEN
    UPDATE "ScoreBucket" b SET "pickers" = b."pickers" - g.n
    FROM (SELECT "period"::text::"BoardPeriod" AS period, "start", floor("points")::int AS bucket, count(*)::int AS n
          FROM old_rows WHERE "points" > 0 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) g
    WHERE b."period" = g.period AND b."start" = g."start" AND b."bucket" = g.bucket;
  ELSE
    UPDATE "ScoreBucket" b SET "pickers" = b."pickers" - g.n
    FROM (SELECT floor("score")::int AS bucket, count(*)::int AS n FROM old_rows WHERE "score" > 0 GROUP BY 1 ORDER BY 1) g
    WHERE b."period" = 'ALL' AND b."start" = DATE '1970-01-01' AND b."bucket" = g.bucket;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "PeriodPoints_buckets_delete" AFTER DELETE ON "PeriodPoints"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "score_buckets_forget"();
CREATE TRIGGER "User_buckets_delete" AFTER DELETE ON "User"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "score_buckets_forget"();
