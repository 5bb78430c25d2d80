-- The current season's table of each card pool, one row per member, written by settlement (and by a change of members
-- or season) so the season table reads a page of rows in rank order instead of adding up every member's weeks.
CREATE TABLE "CardSeasonStanding" (
    "poolId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "points" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "autoPicks" INTEGER NOT NULL DEFAULT 0,
    "clvPicks" INTEGER NOT NULL DEFAULT 0,
    "clvSum" DECIMAL(16,8) NOT NULL DEFAULT 0,
    "reachedAt" TIMESTAMPTZ(3),
    "droppedWeeks" DATE[] NOT NULL,
    "rank" INTEGER NOT NULL DEFAULT 1,
    "decidedBy" VARCHAR(8),

    CONSTRAINT "CardSeasonStanding_pkey" PRIMARY KEY ("poolId", "userId")
);

CREATE INDEX "CardSeasonStanding_poolId_rank_userId_idx" ON "CardSeasonStanding"("poolId", "rank", "userId");

ALTER TABLE "CardSeasonStanding" ADD CONSTRAINT "CardSeasonStanding_poolId_userId_fkey" FOREIGN KEY ("poolId", "userId") REFERENCES "PoolMember"("poolId", "userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every card pool is settled afresh by the next scheduled run, which writes its season table.
UPDATE "CardPool" SET "settledAt" = NULL;
