-- A settled pick that scores nothing but counts for the closing-line roll-up (a loss) should rewrite its picker's
-- Standing row in place: a HOT update, with no new entry in any of the row's indexes (docs/adr-closing-line-value.md,
-- "Losers in place"). That holds while no indexed column changes, so:
-- - the roll-up's period slots get their own starts (clvDay, clvWeek, clvMonth): a loss no longer moves the points
--   slots (day, week, month), which the points boards index;
-- - the averages, and the slot start a Sharpest board filters on, are generated only from the minimum sample
--   (20 counted picks) on: below it they stay NULL, so a picker's first nineteen counted picks change no indexed
--   value, and the partial indexes name those generated columns alone;
-- - half of each page stays free for the new row versions of a settlement.

-- Set first: adding the stored generated columns below rewrites the table, which then leaves that room on every page.
ALTER TABLE "Standing" SET (fillfactor = 50);

ALTER TABLE "Standing"
  ADD COLUMN "clvDay" DATE,
  ADD COLUMN "clvWeek" DATE,
  ADD COLUMN "clvMonth" DATE;

-- Until now the roll-up's slots shared the points slots' starts.
UPDATE "Standing" SET
  "clvDay" = CASE WHEN "dayClvPicks" <> 0 THEN "day" END,
  "clvWeek" = CASE WHEN "weekClvPicks" <> 0 THEN "week" END,
  "clvMonth" = CASE WHEN "monthClvPicks" <> 0 THEN "month" END
WHERE "dayClvPicks" <> 0 OR "weekClvPicks" <> 0 OR "monthClvPicks" <> 0;

-- Dropping the generated averages drops the Sharpest boards' indexes with them.
ALTER TABLE "Standing"
  DROP COLUMN "clvAverage",
  DROP COLUMN "dayClvAverage",
  DROP COLUMN "weekClvAverage",
  DROP COLUMN "monthClvAverage";

-- Rounded to 8 places so equal averages compare equal (ties share a rank) whatever the sums and counts behind them.
ALTER TABLE "Standing"
  ADD COLUMN "clvAverage" DECIMAL(18,8) GENERATED ALWAYS AS (CASE WHEN "clvPicks" >= 20 THEN round("clvSum" / "clvPicks", 8) END) STORED,
  ADD COLUMN "dayClvAverage" DECIMAL(18,8) GENERATED ALWAYS AS (CASE WHEN "dayClvPicks" >= 20 THEN round("dayClvSum" / "dayClvPicks", 8) END) STORED,
  ADD COLUMN "weekClvAverage" DECIMAL(18,8) GENERATED ALWAYS AS (CASE WHEN "weekClvPicks" >= 20 THEN round("weekClvSum" / "weekClvPicks", 8) END) STORED,
  ADD COLUMN "monthClvAverage" DECIMAL(18,8) GENERATED ALWAYS AS (CASE WHEN "monthClvPicks" >= 20 THEN round("monthClvSum" / "monthClvPicks", 8) END) STORED,
  ADD COLUMN "dayClvBoard" DATE GENERATED ALWAYS AS (CASE WHEN "dayClvPicks" >= 20 THEN "clvDay" END) STORED,
  ADD COLUMN "weekClvBoard" DATE GENERATED ALWAYS AS (CASE WHEN "weekClvPicks" >= 20 THEN "clvWeek" END) STORED,
  ADD COLUMN "monthClvBoard" DATE GENERATED ALWAYS AS (CASE WHEN "monthClvPicks" >= 20 THEN "clvMonth" END) STORED;

-- schema.prisma lists the columns; Prisma cannot express the predicates.
CREATE INDEX "Standing_clvAverage_userId_idx" ON "Standing"("clvAverage" DESC, "userId") WHERE "clvAverage" IS NOT NULL;
CREATE INDEX "Standing_dayClvBoard_dayClvAverage_userId_idx" ON "Standing"("dayClvBoard", "dayClvAverage" DESC, "userId") WHERE "dayClvAverage" IS NOT NULL;
CREATE INDEX "Standing_weekClvBoard_weekClvAverage_userId_idx" ON "Standing"("weekClvBoard", "weekClvAverage" DESC, "userId") WHERE "weekClvAverage" IS NOT NULL;
CREATE INDEX "Standing_monthClvBoard_monthClvAverage_userId_idx" ON "Standing"("monthClvBoard", "monthClvAverage" DESC, "userId") WHERE "monthClvAverage" IS NOT NULL;

-- A deleted standing (its user deleted, by cascade) leaves the Sharpest boards it was ranked on.
CREATE OR REPLACE FUNCTION "clv_buckets_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ClvBucket" b SET "pickers" = b."pickers" - g.n
  FROM (SELECT x.period, x.start, floor(x.average * 1000)::int AS bucket, count(*)::int AS n
        FROM old_rows o CROSS JOIN LATERAL (VALUES
          ('ALL'::"BoardPeriod", DATE '1970-01-01', o."clvAverage"), ('DAY', o."dayClvBoard", o."dayClvAverage"),
          ('WEEK', o."weekClvBoard", o."weekClvAverage"), ('MONTH', o."monthClvBoard", o."monthClvAverage"))
          AS x(period, start, average)
        WHERE x.average IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) g
  WHERE b."period" = g.period AND b."start" = g.start AND b."bucket" = g.bucket;
  RETURN NULL;
END;
$$;
