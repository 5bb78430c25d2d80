-- Pool seasons: each week's table (final once the week is over, live before), the season table, weekly winners,
-- a season start the owner sets and the owner's pinned announcement (docs/adr-pools.md, "Weeks and seasons").
ALTER TYPE "NotificationType" ADD VALUE 'POOL_WEEK_WON';
ALTER TYPE "NotificationType" ADD VALUE 'POOL_ANNOUNCEMENT';

CREATE TYPE "PoolTableKind" AS ENUM ('WEEK', 'SEASON');
CREATE TYPE "PoolTiebreak" AS ENUM ('WINS', 'CLV', 'FIRST');

ALTER TABLE "Pool"
  ADD COLUMN "seasonStart" DATE,
  ADD COLUMN "closedThrough" DATE,
  ADD COLUMN "tablesAt" TIMESTAMPTZ(3),
  ADD COLUMN "announcement" VARCHAR(500),
  ADD COLUMN "announcedAt" TIMESTAMPTZ(3);

ALTER TABLE "PoolMember" ADD COLUMN "weeksWon" INTEGER NOT NULL DEFAULT 0;

-- One row per week of a pool once its table is computed: whether it is final, and how many members scored.
CREATE TABLE "PoolWeek" (
    "poolId" TEXT NOT NULL,
    "start" DATE NOT NULL,
    "final" BOOLEAN NOT NULL DEFAULT false,
    "scored" INTEGER NOT NULL DEFAULT 0,
    "computedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PoolWeek_pkey" PRIMARY KEY ("poolId", "start")
);

-- The ranked rows of a pool's tables (members who scored), rank and tiebreak decided once when the table is written,
-- so a page is an index range and the caller's row a primary-key lookup.
CREATE TABLE "PoolTableRow" (
    "poolId" TEXT NOT NULL,
    "kind" "PoolTableKind" NOT NULL,
    "start" DATE NOT NULL,
    "userId" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "points" DECIMAL(14,4) NOT NULL,
    "wins" INTEGER NOT NULL,
    "clvSum" DECIMAL(18,8) NOT NULL DEFAULT 0,
    "clvPicks" INTEGER NOT NULL DEFAULT 0,
    "reachedAt" TIMESTAMPTZ(3),
    "decidedBy" "PoolTiebreak",
    CONSTRAINT "PoolTableRow_pkey" PRIMARY KEY ("poolId", "kind", "start", "userId")
);

CREATE INDEX "PoolTableRow_poolId_kind_start_rank_userId_idx" ON "PoolTableRow"("poolId", "kind", "start", "rank", "userId");

ALTER TABLE "PoolWeek" ADD CONSTRAINT "PoolWeek_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PoolTableRow" ADD CONSTRAINT "PoolTableRow_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PoolTableRow" ADD CONSTRAINT "PoolTableRow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
