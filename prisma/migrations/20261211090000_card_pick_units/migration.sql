-- A card pick's points as a whole number too: "units", ten-thousandths of a point (lib/domain/card-scoring's unit), from
-- integer arithmetic, and "points" derived from it. A week's results sum 160,000 of them for a 10,000-member pool:
-- whole numbers add several times faster than numeric(10,4), which each pick also had to be rounded and cast to.
-- The decimal price of a win at a negative US line, 1 + 100 / |line| to four places rounded half up, is
-- 10000 + (2000000 + |line|) / (2 |line|) in integer division; at a positive line, 10000 + line * 100.
CREATE OR REPLACE VIEW "CardPickScored" AS
SELECT s.*, (u."units" / 10000.0)::numeric(10, 4) AS "points", u."units"
FROM (
  SELECT cp."id", cp."poolId", cp."userId", cp."week", cp."fixtureId", cp."side", cp."point", cp."price", cp."opposingPrice",
         cp."confidence", cp."auto", cp."createdAt", cp."updatedAt", c."scoring",
         CASE WHEN o."outcome" IS NOT NULL THEN coalesce(f."settledAt", f."startsAt") END AS "settledAt", o."outcome"
  FROM "CardPick" cp
  JOIN "Fixture" f ON f."id" = cp."fixtureId"
  JOIN "CardPool" c ON c."poolId" = cp."poolId"
  -- Flat, each column read once: a pick's outcome is worked out for every row a table or a week's results read.
  CROSS JOIN LATERAL (SELECT CASE
    WHEN f."status" IN ('CANCELED', 'POSTPONED') THEN 'PUSH'::"Outcome"
    WHEN f."status" <> 'FINAL' THEN NULL
    WHEN cp."point" IS NULL AND f."winnerSide" IS NOT NULL THEN CASE WHEN f."winnerSide" = cp."side" THEN 'WIN'::"Outcome" ELSE 'LOOSE'::"Outcome" END
    WHEN f."homeScore" IS NULL OR f."awayScore" IS NULL THEN NULL
    ELSE CASE sign(CASE WHEN cp."side" = 'HOME' THEN f."homeScore" - f."awayScore" ELSE f."awayScore" - f."homeScore" END + coalesce(cp."point", 0))
      WHEN 1 THEN 'WIN'::"Outcome" WHEN -1 THEN 'LOOSE'::"Outcome" ELSE 'PUSH'::"Outcome" END
  END AS "outcome") o
) s
CROSS JOIN LATERAL (SELECT CASE WHEN s."outcome" = 'WIN' THEN
  CASE s."scoring" WHEN 'WINS' THEN 10000
                   WHEN 'CONFIDENCE' THEN s."confidence" * 10000
                   ELSE CASE WHEN s."price" > 0 THEN 10000 + s."price" * 100 ELSE 10000 + (2000000 + abs(s."price")) / (2 * abs(s."price")) END END
  ELSE 0 END AS "units") u;
