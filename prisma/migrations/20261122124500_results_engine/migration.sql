-- Results engine: what each fixture was settled as (for corrections), the outcome behind each ledger row
-- (so a reversal knows what to subtract), and period roll-ups the leaderboard ranks straight from an index.

-- CreateEnum
CREATE TYPE "SettledResult" AS ENUM ('HOME', 'AWAY', 'TIE', 'CANCELED');
CREATE TYPE "PointsPeriod" AS ENUM ('DAY', 'WEEK', 'MONTH');

-- AlterTable
ALTER TABLE "Fixture" ADD COLUMN "settledResult" "SettledResult",
ADD COLUMN "corrections" INTEGER NOT NULL DEFAULT 0;

-- Only the results engine writes the ledger, and it lands with this migration: the table is empty here.
ALTER TABLE "PointsLedger" ADD COLUMN "outcome" "Outcome" NOT NULL;

-- CreateTable
CREATE TABLE "PeriodPoints" (
    "period" "PointsPeriod" NOT NULL,
    "start" DATE NOT NULL,
    "userId" TEXT NOT NULL,
    "points" DECIMAL(14,4) NOT NULL DEFAULT 0,
    CONSTRAINT "PeriodPoints_pkey" PRIMARY KEY ("period","start","userId")
);

-- CreateIndex
CREATE INDEX "PeriodPoints_period_start_points_userId_idx" ON "PeriodPoints"("period", "start", "points" DESC, "userId");
CREATE INDEX "PeriodPoints_userId_idx" ON "PeriodPoints"("userId");
CREATE INDEX "User_score_id_idx" ON "User"("score" DESC, "id");

-- AddForeignKey
ALTER TABLE "PeriodPoints" ADD CONSTRAINT "PeriodPoints_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An exact product of numerics: a parlay re-priced after a PUSH leg is the product of its remaining legs' odds.
CREATE AGGREGATE "numeric_product"(numeric) (SFUNC = numeric_mul, STYPE = numeric, INITCOND = '1');
