-- Spreads and totals beside the money line: each game's lines and closing lines per market, and each pick's market,
-- selection and point. One pick per game still holds across markets (the unique index on user, fixture and parlay).
CREATE TYPE "Market" AS ENUM ('MONEY_LINE', 'SPREAD', 'TOTAL');
CREATE TYPE "Selection" AS ENUM ('HOME', 'AWAY', 'OVER', 'UNDER');

ALTER TABLE "Fixture"
  ADD COLUMN "homeSpread" DECIMAL(5,1),
  ADD COLUMN "homeSpreadPrice" INTEGER,
  ADD COLUMN "awaySpreadPrice" INTEGER,
  ADD COLUMN "totalPoints" DECIMAL(5,1),
  ADD COLUMN "overPrice" INTEGER,
  ADD COLUMN "underPrice" INTEGER,
  ADD COLUMN "closingHomeSpread" DECIMAL(5,1),
  ADD COLUMN "closingHomeSpreadPrice" INTEGER,
  ADD COLUMN "closingAwaySpreadPrice" INTEGER,
  ADD COLUMN "closingTotalPoints" DECIMAL(5,1),
  ADD COLUMN "closingOverPrice" INTEGER,
  ADD COLUMN "closingUnderPrice" INTEGER,
  -- A market is offered whole or not at all: a point always comes with both prices, on half or whole points only.
  ADD CONSTRAINT "Fixture_spread_whole" CHECK (("homeSpread" IS NULL) = ("homeSpreadPrice" IS NULL)
    AND ("homeSpread" IS NULL) = ("awaySpreadPrice" IS NULL) AND "homeSpread" * 2 = trunc("homeSpread" * 2)),
  ADD CONSTRAINT "Fixture_total_whole" CHECK (("totalPoints" IS NULL) = ("overPrice" IS NULL)
    AND ("totalPoints" IS NULL) = ("underPrice" IS NULL) AND "totalPoints" > 0 AND "totalPoints" * 2 = trunc("totalPoints" * 2)),
  ADD CONSTRAINT "Fixture_closing_spread_whole" CHECK (("closingHomeSpread" IS NULL) = ("closingHomeSpreadPrice" IS NULL)
    AND ("closingHomeSpread" IS NULL) = ("closingAwaySpreadPrice" IS NULL)),
  ADD CONSTRAINT "Fixture_closing_total_whole" CHECK (("closingTotalPoints" IS NULL) = ("closingOverPrice" IS NULL)
    AND ("closingTotalPoints" IS NULL) = ("closingUnderPrice" IS NULL));

ALTER TABLE "Pick" ADD COLUMN "market" "Market" NOT NULL DEFAULT 'MONEY_LINE',
  ADD COLUMN "point" DECIMAL(5,1);
-- The pick-count trigger names the column, so it is dropped around the type change and recreated as it was. Its
-- function counts HOME and AWAY only: the board's per-team shares count money-line and spread picks, not totals.
DROP TRIGGER "Pick_counts_update" ON "Pick";
ALTER TABLE "Pick" ALTER COLUMN "side" TYPE "Selection" USING "side"::text::"Selection";
CREATE TRIGGER "Pick_counts_update" AFTER UPDATE OF "side", "fixtureId", "kind" ON "Pick"
  FOR EACH ROW
  WHEN (OLD."side" IS DISTINCT FROM NEW."side" OR OLD."fixtureId" IS DISTINCT FROM NEW."fixtureId" OR OLD."kind" IS DISTINCT FROM NEW."kind")
  EXECUTE FUNCTION "fixture_pick_counts_row_update"();
-- Whatever the client sends: a total's pick backs OVER or UNDER, the others a team; only a money line has no point.
ALTER TABLE "Pick" ADD CONSTRAINT "Pick_market_selection" CHECK (
  ("market" = 'TOTAL') = ("side" IN ('OVER', 'UNDER'))
  AND ("market" = 'MONEY_LINE') = ("point" IS NULL)
  AND ("point" IS NULL OR "point" * 2 = trunc("point" * 2)));

-- The closing line of every market is written once, with closingLineAt, and kept as the money line's is.
CREATE OR REPLACE FUNCTION "Fixture_closing_line_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."closingLineAt" IS NOT NULL THEN
    NEW."closingHomeMoneyLine" := OLD."closingHomeMoneyLine";
    NEW."closingAwayMoneyLine" := OLD."closingAwayMoneyLine";
    NEW."closingHomeSpread" := OLD."closingHomeSpread";
    NEW."closingHomeSpreadPrice" := OLD."closingHomeSpreadPrice";
    NEW."closingAwaySpreadPrice" := OLD."closingAwaySpreadPrice";
    NEW."closingTotalPoints" := OLD."closingTotalPoints";
    NEW."closingOverPrice" := OLD."closingOverPrice";
    NEW."closingUnderPrice" := OLD."closingUnderPrice";
    NEW."closingLineAt" := OLD."closingLineAt";
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER "Fixture_closing_line_once" ON "Fixture";
CREATE TRIGGER "Fixture_closing_line_once" BEFORE UPDATE OF "closingHomeMoneyLine", "closingAwayMoneyLine",
  "closingHomeSpread", "closingHomeSpreadPrice", "closingAwaySpreadPrice", "closingTotalPoints", "closingOverPrice",
  "closingUnderPrice", "closingLineAt"
  ON "Fixture" FOR EACH ROW EXECUTE FUNCTION "Fixture_closing_line_once"();
