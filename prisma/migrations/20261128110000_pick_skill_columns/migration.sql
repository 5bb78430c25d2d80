-- A settled pick carries its own skill figures: its league, its closing-line value and its expected points, written
-- by settlement in the UPDATE that settles it (NULL for the picks the figures leave out: parlay legs, ties and
-- called-off games, picks without the other side's line, games without a closing line). A picker's skill figures
-- then sum one index range with no join to Fixture per pick (that join was most of their cost), and a correction
-- takes back exactly the stored CLV.
ALTER TABLE "Pick" ADD COLUMN "league" "League",
  ADD COLUMN "clv" DECIMAL(18, 8),
  ADD COLUMN "expectedPoints" DOUBLE PRECISION;

-- Picks settled before: the same figures as settlement writes them (lib/server/skill/skill-sql.ts), so the CLV
-- stored equals what the Standing roll-up already counted for the pick.
CREATE FUNCTION pg_temp.line_decimal(line integer) RETURNS float8 LANGUAGE sql IMMUTABLE AS $$
  SELECT round((CASE WHEN line > 0 THEN 1 + line / 100.0::float8 ELSE 1 + 100.0::float8 / abs(line) END) * 10000) / 10000
$$;

UPDATE "Pick" p SET "league" = f."league"
FROM "Fixture" f WHERE f."id" = p."fixtureId" AND p."state" = 'FINAL';

UPDATE "Pick" p SET
  "clv" = round((pg_temp.line_decimal(p."moneyLine") / pg_temp.line_decimal(
    CASE WHEN p."side" = 'HOME' THEN f."closingHomeMoneyLine" ELSE f."closingAwayMoneyLine" END) - 1)::numeric, 8),
  "expectedPoints" = 1 / (1 / pg_temp.line_decimal(p."moneyLine") + 1 / pg_temp.line_decimal(p."opposingMoneyLine"))
FROM "Fixture" f
WHERE f."id" = p."fixtureId" AND p."kind" = 'NORMAL' AND p."state" = 'FINAL' AND p."outcome" <> 'PUSH'
  AND p."opposingMoneyLine" IS NOT NULL
  AND (CASE WHEN p."side" = 'HOME' THEN f."closingHomeMoneyLine" ELSE f."closingAwayMoneyLine" END) IS NOT NULL;

-- The skill figures and the skill curve read a picker's counted picks from this index alone.
-- (schema.prisma declares the columns; Prisma cannot express the predicate.)
DROP INDEX "Pick_skill_idx";
CREATE INDEX "Pick_skill_idx" ON "Pick"("userId", "settledAt", "league", "clv", "expectedPoints", "points")
  WHERE "clv" IS NOT NULL;
