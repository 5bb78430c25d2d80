-- How many ranked pickers (20+ counted picks) of a Sharpest board have an average CLV in [bucket, bucket + 1) tenths
-- of a percent: a rank sums the buckets above plus a short index range, never a count of everyone above
-- (docs/adr-closing-line-value.md). Kept by settlement with the roll-up columns, as ScoreBucket is with the points.
CREATE TABLE "ClvBucket" (
    "period" "BoardPeriod" NOT NULL,
    "start" DATE NOT NULL,
    "bucket" INTEGER NOT NULL,
    "pickers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ClvBucket_pkey" PRIMARY KEY ("period", "start", "bucket")
);

-- The all-time board of the picks rolled up so far (the period slots start empty).
INSERT INTO "ClvBucket" ("period", "start", "bucket", "pickers")
SELECT 'ALL', DATE '1970-01-01', floor("clvAverage" * 1000)::int, count(*)::int FROM "Standing" WHERE "clvPicks" >= 20 GROUP BY 3;

-- A deleted standing (its user deleted, by cascade) leaves the Sharpest boards it was ranked on.
CREATE FUNCTION "clv_buckets_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ClvBucket" b SET "pickers" = b."pickers" - g.n
  FROM (SELECT x.period, x.start, floor(x.average * 1000)::int AS bucket, count(*)::int AS n
        FROM old_rows o CROSS JOIN LATERAL (VALUES
          ('ALL'::"BoardPeriod", DATE '1970-01-01', o."clvPicks", o."clvAverage"), ('DAY', o."day", o."dayClvPicks", o."dayClvAverage"),
          ('WEEK', o."week", o."weekClvPicks", o."weekClvAverage"), ('MONTH', o."month", o."monthClvPicks", o."monthClvAverage"))
          AS x(period, start, picks, average)
        WHERE x.picks >= 20 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) g
  WHERE b."period" = g.period AND b."start" = g.start AND b."bucket" = g.bucket;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "Standing_clv_buckets_delete" AFTER DELETE ON "Standing"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "clv_buckets_forget"();
