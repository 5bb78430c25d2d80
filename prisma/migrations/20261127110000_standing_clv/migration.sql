-- The Sharpest board's roll-up: each picker's counted picks, picks that beat the close and closing-line value sum,
-- all time and in the same day, week and month slots as the points (docs/adr-closing-line-value.md). Settlement
-- keeps them in the statement that adds the points; the averages are generated so they can never disagree.
ALTER TABLE "Standing"
  ADD COLUMN "clvPicks" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "clvBeats" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "clvSum" DECIMAL(18,8) NOT NULL DEFAULT 0,
  ADD COLUMN "dayClvPicks" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "dayClvBeats" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "dayClvSum" DECIMAL(18,8) NOT NULL DEFAULT 0,
  ADD COLUMN "weekClvPicks" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "weekClvBeats" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "weekClvSum" DECIMAL(18,8) NOT NULL DEFAULT 0,
  ADD COLUMN "monthClvPicks" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "monthClvBeats" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "monthClvSum" DECIMAL(18,8) NOT NULL DEFAULT 0;

-- Rounded to 8 places so equal averages compare equal (ties share a rank) whatever the sums and counts behind them.
ALTER TABLE "Standing"
  ADD COLUMN "clvAverage" DECIMAL(18,8) GENERATED ALWAYS AS (round("clvSum" / NULLIF("clvPicks", 0), 8)) STORED,
  ADD COLUMN "dayClvAverage" DECIMAL(18,8) GENERATED ALWAYS AS (round("dayClvSum" / NULLIF("dayClvPicks", 0), 8)) STORED,
  ADD COLUMN "weekClvAverage" DECIMAL(18,8) GENERATED ALWAYS AS (round("weekClvSum" / NULLIF("weekClvPicks", 0), 8)) STORED,
  ADD COLUMN "monthClvAverage" DECIMAL(18,8) GENERATED ALWAYS AS (round("monthClvSum" / NULLIF("monthClvPicks", 0), 8)) STORED;

-- Existing settled picks count all time. The period slots start empty: their periods are computed in APP_TIMEZONE,
-- which a migration cannot read, and the next settlement of each picker fills the current ones.
UPDATE "Standing" s SET "clvPicks" = x.n, "clvBeats" = x.beats, "clvSum" = x.total
FROM (
  SELECT p."userId", count(*)::int AS n, count(*) FILTER (WHERE c.clv > 0)::int AS beats, sum(c.clv) AS total
  FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
  CROSS JOIN LATERAL (SELECT p."moneyLine" AS taken,
    CASE WHEN p."side" = 'HOME' THEN f."closingHomeMoneyLine" ELSE f."closingAwayMoneyLine" END AS closing) l
  -- The same float8 arithmetic as settlement (lib/server/skill/skill-sql.ts), so a correction takes back exactly this.
  CROSS JOIN LATERAL (SELECT round(((round((CASE WHEN l.taken > 0 THEN 1 + l.taken / 100.0::float8 ELSE 1 + 100.0::float8 / abs(l.taken) END) * 10000) / 10000)
    / (round((CASE WHEN l.closing > 0 THEN 1 + l.closing / 100.0::float8 ELSE 1 + 100.0::float8 / abs(l.closing) END) * 10000) / 10000) - 1)::numeric, 8) AS clv) c
  WHERE p."kind" = 'NORMAL' AND p."state" = 'FINAL' AND p."outcome" <> 'PUSH' AND p."opposingMoneyLine" IS NOT NULL
    AND l.closing IS NOT NULL
  GROUP BY p."userId"
) x
WHERE s."userId" = x."userId";

-- Only pickers with the minimum sample are ranked, so each board reads only its own entries (schema.prisma lists
-- the columns; Prisma cannot express the predicates).
CREATE INDEX "Standing_clvAverage_userId_idx" ON "Standing"("clvAverage" DESC, "userId") WHERE "clvPicks" >= 20;
CREATE INDEX "Standing_day_dayClvAverage_userId_idx" ON "Standing"("day", "dayClvAverage" DESC, "userId") WHERE "dayClvPicks" >= 20;
CREATE INDEX "Standing_week_weekClvAverage_userId_idx" ON "Standing"("week", "weekClvAverage" DESC, "userId") WHERE "weekClvPicks" >= 20;
CREATE INDEX "Standing_month_monthClvAverage_userId_idx" ON "Standing"("month", "monthClvAverage" DESC, "userId") WHERE "monthClvPicks" >= 20;
