-- Survivor pools: a pool kind where each member picks one team per slate (a day, or an NFL week) to win, uses a team
-- once, loses a life on a loss, a tie or a missed slate, and the last member standing wins.
ALTER TYPE "NotificationType" ADD VALUE 'SURVIVOR_ENDED';

CREATE TYPE "PoolKind" AS ENUM ('PICKEM', 'SURVIVOR');
CREATE TYPE "SurvivorOutcome" AS ENUM ('WIN', 'LOSS', 'TIE', 'MISSED', 'SURVIVED');

ALTER TABLE "Pool" ADD COLUMN "kind" "PoolKind" NOT NULL DEFAULT 'PICKEM';

CREATE TABLE "SurvivorPool" (
    "poolId" TEXT NOT NULL,
    "league" "League" NOT NULL,
    "startSlate" DATE NOT NULL,
    "lives" INTEGER NOT NULL,
    "autoPick" BOOLEAN NOT NULL DEFAULT false,
    "settledThrough" DATE,
    "endedAt" TIMESTAMPTZ(3),
    CONSTRAINT "SurvivorPool_pkey" PRIMARY KEY ("poolId"),
    CONSTRAINT "SurvivorPool_lives_check" CHECK ("lives" BETWEEN 1 AND 3)
);

CREATE TABLE "SurvivorEntry" (
    "poolId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "lives" INTEGER NOT NULL,
    "eliminatedOn" DATE,
    "won" BOOLEAN NOT NULL DEFAULT false,
    "countOnBoard" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "SurvivorEntry_pkey" PRIMARY KEY ("poolId", "userId"),
    CONSTRAINT "SurvivorEntry_lives_check" CHECK ("lives" >= 0)
);

CREATE INDEX "SurvivorEntry_poolId_lives_idx" ON "SurvivorEntry"("poolId", "lives");

CREATE TABLE "SurvivorPick" (
    "id" SERIAL NOT NULL,
    "poolId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "slate" DATE NOT NULL,
    "fixtureId" INTEGER,
    "teamId" INTEGER,
    "side" "Side",
    "auto" BOOLEAN NOT NULL DEFAULT false,
    "outcome" "SurvivorOutcome",
    "result" "SettledResult",
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "SurvivorPick_pkey" PRIMARY KEY ("id"),
    -- A team pick names its game, its team and its side together; only a missed slate has none of them.
    CONSTRAINT "SurvivorPick_team_check" CHECK (("fixtureId" IS NULL) = ("teamId" IS NULL) AND ("teamId" IS NULL) = ("side" IS NULL))
);

-- One pick per member and slate, one use of a team per member and pool: concurrent requests cannot break either.
CREATE UNIQUE INDEX "SurvivorPick_poolId_userId_slate_key" ON "SurvivorPick"("poolId", "userId", "slate");
CREATE UNIQUE INDEX "SurvivorPick_poolId_userId_teamId_key" ON "SurvivorPick"("poolId", "userId", "teamId");
CREATE INDEX "SurvivorPick_poolId_slate_userId_idx" ON "SurvivorPick"("poolId", "slate", "userId");
CREATE INDEX "SurvivorPick_fixtureId_idx" ON "SurvivorPick"("fixtureId");
CREATE INDEX "SurvivorPick_teamId_idx" ON "SurvivorPick"("teamId");

ALTER TABLE "SurvivorPool" ADD CONSTRAINT "SurvivorPool_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SurvivorEntry" ADD CONSTRAINT "SurvivorEntry_poolId_userId_fkey" FOREIGN KEY ("poolId", "userId") REFERENCES "PoolMember"("poolId", "userId") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SurvivorPick" ADD CONSTRAINT "SurvivorPick_poolId_userId_fkey" FOREIGN KEY ("poolId", "userId") REFERENCES "SurvivorEntry"("poolId", "userId") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SurvivorPick" ADD CONSTRAINT "SurvivorPick_fixtureId_fkey" FOREIGN KEY ("fixtureId") REFERENCES "Fixture"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "SurvivorPick" ADD CONSTRAINT "SurvivorPick_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;
