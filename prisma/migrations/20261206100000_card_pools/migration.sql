-- Card pools: a pool kind where every member plays the same weekly card (every game of the pool's leagues, or N games
-- each member chooses), straight up or against the spread, scored by wins, confidence numbers or the win's price, with
-- a guess of the week's last game's total as the first tiebreak. Card picks are the pool's own rows, never "Pick".
ALTER TYPE "PoolKind" ADD VALUE 'CARD';

CREATE TYPE "CardPicking" AS ENUM ('EVERY_GAME', 'PICK_N');
CREATE TYPE "CardLines" AS ENUM ('MEMBER', 'CARD');
CREATE TYPE "CardScoring" AS ENUM ('WINS', 'CONFIDENCE', 'PRICE');
CREATE TYPE "CardMissed" AS ENUM ('ZERO', 'FAVOURITE');

CREATE TABLE "CardPool" (
    "poolId" TEXT NOT NULL,
    "picking" "CardPicking" NOT NULL DEFAULT 'EVERY_GAME',
    "pickCount" INTEGER,
    "market" "Market" NOT NULL DEFAULT 'MONEY_LINE',
    "lines" "CardLines" NOT NULL DEFAULT 'MEMBER',
    "scoring" "CardScoring" NOT NULL DEFAULT 'WINS',
    "missed" "CardMissed" NOT NULL DEFAULT 'ZERO',
    "dropWeeks" INTEGER NOT NULL DEFAULT 0,
    "seasonEnd" DATE,
    "settledAt" TIMESTAMPTZ(3),
    CONSTRAINT "CardPool_pkey" PRIMARY KEY ("poolId"),
    CONSTRAINT "CardPool_pickCount_check" CHECK (("picking" = 'PICK_N') = ("pickCount" IS NOT NULL) AND ("pickCount" IS NULL OR "pickCount" BETWEEN 1 AND 32)),
    CONSTRAINT "CardPool_market_check" CHECK ("market" IN ('MONEY_LINE', 'SPREAD')),
    CONSTRAINT "CardPool_dropWeeks_check" CHECK ("dropWeeks" BETWEEN 0 AND 4)
);

CREATE TABLE "CardLine" (
    "poolId" TEXT NOT NULL,
    "fixtureId" INTEGER NOT NULL,
    "week" DATE NOT NULL,
    "homePoint" DECIMAL(5,1),
    "homePrice" INTEGER NOT NULL,
    "awayPrice" INTEGER NOT NULL,
    "frozenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CardLine_pkey" PRIMARY KEY ("poolId", "fixtureId")
);
CREATE INDEX "CardLine_poolId_week_idx" ON "CardLine"("poolId", "week");
CREATE INDEX "CardLine_fixtureId_idx" ON "CardLine"("fixtureId");

CREATE TABLE "CardPick" (
    "id" SERIAL NOT NULL,
    "poolId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "week" DATE NOT NULL,
    "fixtureId" INTEGER NOT NULL,
    "side" "Side" NOT NULL,
    "point" DECIMAL(5,1),
    "price" INTEGER NOT NULL,
    "opposingPrice" INTEGER,
    "confidence" INTEGER,
    "auto" BOOLEAN NOT NULL DEFAULT false,
    "outcome" "Outcome",
    "points" DECIMAL(10,4) NOT NULL DEFAULT 0,
    "result" "SettledResult",
    "settledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CardPick_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CardPick_confidence_check" CHECK ("confidence" IS NULL OR "confidence" BETWEEN 1 AND 255),
    CONSTRAINT "CardPick_price_check" CHECK ("price" <= -100 OR "price" >= 100)
);
-- One card pick per member and game in a pool (a game lies in one pool week); one use of a confidence number per
-- member and week (NULLs distinct: picks of pools without confidence never meet here).
CREATE UNIQUE INDEX "CardPick_poolId_userId_fixtureId_key" ON "CardPick"("poolId", "userId", "fixtureId");
CREATE UNIQUE INDEX "CardPick_poolId_week_userId_confidence_key" ON "CardPick"("poolId", "week", "userId", "confidence");
CREATE INDEX "CardPick_poolId_week_fixtureId_idx" ON "CardPick"("poolId", "week", "fixtureId");
CREATE INDEX "CardPick_fixtureId_idx" ON "CardPick"("fixtureId");

CREATE TABLE "CardTiebreakGuess" (
    "poolId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "week" DATE NOT NULL,
    "guess" INTEGER NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CardTiebreakGuess_pkey" PRIMARY KEY ("poolId", "week", "userId"),
    CONSTRAINT "CardTiebreakGuess_guess_check" CHECK ("guess" BETWEEN 0 AND 999)
);

CREATE TABLE "CardWeekResult" (
    "poolId" TEXT NOT NULL,
    "week" DATE NOT NULL,
    "userId" TEXT NOT NULL,
    "points" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "settled" INTEGER NOT NULL DEFAULT 0,
    "open" INTEGER NOT NULL DEFAULT 0,
    "autoPicks" INTEGER NOT NULL DEFAULT 0,
    "guessMiss" INTEGER,
    "reachedAt" TIMESTAMPTZ(3),
    "rank" INTEGER NOT NULL DEFAULT 1,
    "decidedBy" VARCHAR(8),
    "final" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "CardWeekResult_pkey" PRIMARY KEY ("poolId", "week", "userId")
);
CREATE INDEX "CardWeekResult_poolId_week_rank_userId_idx" ON "CardWeekResult"("poolId", "week", "rank", "userId");

ALTER TABLE "CardPool" ADD CONSTRAINT "CardPool_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CardLine" ADD CONSTRAINT "CardLine_fixtureId_fkey" FOREIGN KEY ("fixtureId") REFERENCES "Fixture"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- A card pick, a guess and a week result belong to a membership: a non-member's row cannot exist, and leaving the
-- pool takes them along.
ALTER TABLE "CardPick" ADD CONSTRAINT "CardPick_poolId_userId_fkey" FOREIGN KEY ("poolId", "userId") REFERENCES "PoolMember"("poolId", "userId") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CardPick" ADD CONSTRAINT "CardPick_fixtureId_fkey" FOREIGN KEY ("fixtureId") REFERENCES "Fixture"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CardTiebreakGuess" ADD CONSTRAINT "CardTiebreakGuess_poolId_userId_fkey" FOREIGN KEY ("poolId", "userId") REFERENCES "PoolMember"("poolId", "userId") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CardWeekResult" ADD CONSTRAINT "CardWeekResult_poolId_userId_fkey" FOREIGN KEY ("poolId", "userId") REFERENCES "PoolMember"("poolId", "userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- A card pick's choice (its game, side, line, confidence number) is fixed once its game has started by the database's
-- clock, whatever statement tries: an insert, an update, a delete. A pick's game is one of its pool's leagues. Settlement's own columns (outcome, points, result,
-- settledAt) change freely. Two writes are let through on purpose: an automatic pick, which is made at kickoff for a
-- member who missed the game, and the removal of a membership or a game, which takes its picks along.
CREATE FUNCTION "card_pick_fixed_after_start"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  started boolean := false;
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW."poolId", NEW."userId", NEW."week", NEW."fixtureId", NEW."side", NEW."point", NEW."price", NEW."opposingPrice", NEW."confidence", NEW."auto")
     IS NOT DISTINCT FROM (OLD."poolId", OLD."userId", OLD."week", OLD."fixtureId", OLD."side", OLD."point", OLD."price", OLD."opposingPrice", OLD."confidence", OLD."auto") THEN
    RETURN NEW;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT EXISTS (
    SELECT 1 FROM "Fixture" f JOIN "Pool" p ON p."id" = NEW."poolId" WHERE f."id" = NEW."fixtureId" AND f."league" = ANY(p."leagues")
  ) THEN
    RAISE EXCEPTION 'card pick off the card: its game is not of the pool''s leagues' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'INSERT' AND NEW."auto" THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "PoolMember" m WHERE m."poolId" = OLD."poolId" AND m."userId" = OLD."userId") THEN
    RETURN OLD;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT started OR f."startsAt" <= now() OR f."status" <> 'PREGAME' INTO started FROM "Fixture" f WHERE f."id" = OLD."fixtureId";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(started, false) OR f."startsAt" <= now() OR f."status" <> 'PREGAME' INTO started FROM "Fixture" f WHERE f."id" = NEW."fixtureId";
  END IF;
  IF coalesce(started, false) THEN
    RAISE EXCEPTION 'card pick locked: its game has started' USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "CardPick_fixed_after_start" BEFORE INSERT OR UPDATE OR DELETE ON "CardPick"
  FOR EACH ROW EXECUTE FUNCTION "card_pick_fixed_after_start"();
