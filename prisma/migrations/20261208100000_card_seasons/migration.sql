-- A card pool's finished seasons, kept as history when the owner starts the next one: each season's weeks, the rule it
-- dropped each member's worst weeks by, and its final table as it stood at the close (rank 1: the champions). A row
-- stays when its member leaves the pool; it goes with the member's account.
CREATE TABLE "CardSeason" (
    "poolId" TEXT NOT NULL,
    "start" DATE NOT NULL,
    "end" DATE NOT NULL,
    "dropWeeks" INTEGER NOT NULL,
    "closedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CardSeason_pkey" PRIMARY KEY ("poolId", "start"),
    CONSTRAINT "CardSeason_end_check" CHECK ("end" >= "start")
);

CREATE TABLE "CardSeasonRow" (
    "poolId" TEXT NOT NULL,
    "start" DATE NOT NULL,
    "userId" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "points" DECIMAL(14,4) NOT NULL,
    "wins" INTEGER NOT NULL,
    "autoPicks" INTEGER NOT NULL,
    "decidedBy" VARCHAR(8),
    "droppedWeeks" DATE[] NOT NULL,
    CONSTRAINT "CardSeasonRow_pkey" PRIMARY KEY ("poolId", "start", "userId")
);
CREATE INDEX "CardSeasonRow_poolId_start_rank_userId_idx" ON "CardSeasonRow"("poolId", "start", "rank", "userId");
CREATE INDEX "CardSeasonRow_userId_idx" ON "CardSeasonRow"("userId");

ALTER TABLE "CardSeason" ADD CONSTRAINT "CardSeason_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "CardPool"("poolId") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CardSeasonRow" ADD CONSTRAINT "CardSeasonRow_poolId_start_fkey" FOREIGN KEY ("poolId", "start") REFERENCES "CardSeason"("poolId", "start") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CardSeasonRow" ADD CONSTRAINT "CardSeasonRow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
