-- Pools: private groups with an invite link, their own leaderboard (a membership filter on the ranked rows) and feed.
ALTER TYPE "NotificationType" ADD VALUE 'POOL_JOINED';
ALTER TYPE "NotificationType" ADD VALUE 'POOL_REMOVED';

CREATE TABLE "Pool" (
    "id" TEXT NOT NULL,
    "name" VARCHAR(50) NOT NULL,
    "description" VARCHAR(200),
    "leagues" "League"[] NOT NULL,
    "ownerId" TEXT NOT NULL,
    "inviteCode" VARCHAR(64),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Pool_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Pool_leagues_not_empty" CHECK (cardinality("leagues") BETWEEN 1 AND 4)
);

CREATE UNIQUE INDEX "Pool_inviteCode_key" ON "Pool"("inviteCode");
CREATE INDEX "Pool_ownerId_idx" ON "Pool"("ownerId");

CREATE TABLE "PoolMember" (
    "poolId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "joinedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PoolMember_pkey" PRIMARY KEY ("poolId", "userId")
);

CREATE INDEX "PoolMember_userId_idx" ON "PoolMember"("userId");

ALTER TABLE "Pool" ADD CONSTRAINT "Pool_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PoolMember" ADD CONSTRAINT "PoolMember_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PoolMember" ADD CONSTRAINT "PoolMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A pool counting fewer than four leagues sums its members' settled picks and parlays of the period (Standing
-- totals mix every league): NORMAL picks come through Pick_userId_settledAt_id_idx, parlays through this one.
-- Partial: only settled parlays are read. (schema.prisma declares the columns; Prisma cannot express the predicate.)
CREATE INDEX "Parlay_userId_settledAt_idx" ON "Parlay"("userId", "settledAt") WHERE "state" = 'FINAL';
