-- A card pick's outcome and points follow from its game and the pool's scoring, so they are worked out where they are
-- read instead of written into every pick when a game ends: settling a 16-game week of a 10,000-member pool no longer
-- rewrites 160,000 rows, and a corrected score is seen by the next read with nothing to undo.
-- "CardPickScored" is every card pick with them: NULL outcome while its game is on; a push when the game was called off,
-- or when a straight-up pick's game or a spread pick's margin ends level (a straight-up pick is a spread of 0, unless
-- the feed named the winner); a win's points under the pool's scoring (one
-- point, the confidence number, or the decimal price to four places), nothing otherwise. A FINAL game without a winner
-- or both scores is not decided yet (a feed that says FINAL before it sends scores must not push every pick).
-- "settledAt" is when the game was settled (its kickoff when it never was), the time a win counted.
CREATE VIEW "CardPickScored" AS
SELECT s.*,
       CASE WHEN s."outcome" = 'WIN' THEN
         CASE s."scoring" WHEN 'WINS' THEN 1::numeric
                          WHEN 'CONFIDENCE' THEN s."confidence"::numeric
                          ELSE round(CASE WHEN s."price" > 0 THEN 1 + s."price" / 100.0 ELSE 1 + 100.0 / abs(s."price") END, 4) END
       ELSE 0::numeric END::numeric(10, 4) AS "points"
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
) s;

ALTER TABLE "CardPick" DROP COLUMN "outcome", DROP COLUMN "points", DROP COLUMN "result", DROP COLUMN "settledAt";
-- Nothing rewrites picks when games end any more: pages can be full again (new pages; existing ones as they are rewritten).
ALTER TABLE "CardPick" RESET (fillfactor);

-- Each member's card as the week grid shows it (their picks, without outcomes: the grid scores them from the games),
-- kept with the week's row once every game of the card has started (nothing on it can change and no pick of it is hidden
-- from anyone then), with the time it was kept: the grid reads it instead of the picks while no game of the card began
-- after it. The partial index finds the rows still without one.
ALTER TABLE "CardWeekResult" ADD COLUMN "card" json, ADD COLUMN "cardAt" timestamptz(3);
CREATE INDEX "CardWeekResult_poolId_week_idx" ON "CardWeekResult" ("poolId", "week") WHERE "card" IS NULL;
