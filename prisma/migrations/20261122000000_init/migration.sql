-- CreateEnum
CREATE TYPE "Role" AS ENUM ('USER', 'ADMIN');
CREATE TYPE "League" AS ENUM ('NFL', 'NBA', 'NHL', 'MLB');
CREATE TYPE "GameStatus" AS ENUM ('PREGAME', 'IN_PROGRESS', 'FINAL', 'POSTPONED', 'CANCELED');
CREATE TYPE "Side" AS ENUM ('HOME', 'AWAY');
CREATE TYPE "PickKind" AS ENUM ('NORMAL', 'PARLAY');
CREATE TYPE "PickState" AS ENUM ('PENDING', 'FINAL');
CREATE TYPE "Outcome" AS ENUM ('WIN', 'LOOSE', 'PUSH');
CREATE TYPE "NotificationType" AS ENUM ('NEW_FOLLOWER', 'PICK_RESULT', 'PARLAY_RESULT');
CREATE TYPE "LedgerSource" AS ENUM ('PICK', 'PARLAY');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" VARCHAR(100) NOT NULL,
    "emailVerified" TIMESTAMPTZ(3),
    "name" TEXT,
    "image" TEXT,
    "username" VARCHAR(100),
    "usernameKey" VARCHAR(100),
    "bio" VARCHAR(100),
    "score" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "hotStreak" BOOLEAN NOT NULL DEFAULT false,
    "role" "Role" NOT NULL DEFAULT 'USER',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "User_pkey" PRIMARY KEY ("id"),
    -- usernameKey is the lower-cased username: a check keeps the two in step.
    CONSTRAINT "User_usernameKey_check" CHECK ("usernameKey" IS NOT DISTINCT FROM lower("username"))
);

CREATE TABLE "Account" (
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Account_pkey" PRIMARY KEY ("provider","providerAccountId")
);

CREATE TABLE "Session" (
    "sessionToken" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL
);

CREATE TABLE "VerificationToken" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "VerificationToken_pkey" PRIMARY KEY ("identifier","token")
);

CREATE TABLE "Avatar" (
    "userId" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "contentType" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Avatar_pkey" PRIMARY KEY ("userId")
);

CREATE TABLE "Team" (
    "id" SERIAL NOT NULL,
    "league" "League" NOT NULL,
    "name" TEXT NOT NULL,
    "abbreviation" VARCHAR(8) NOT NULL,
    "color" VARCHAR(7) NOT NULL,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "losses" INTEGER NOT NULL DEFAULT 0,
    "ties" INTEGER NOT NULL DEFAULT 0,
    "rating" INTEGER NOT NULL DEFAULT 1500,
    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Fixture" (
    "id" SERIAL NOT NULL,
    "league" "League" NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "status" "GameStatus" NOT NULL DEFAULT 'PREGAME',
    "homeTeamId" INTEGER NOT NULL,
    "awayTeamId" INTEGER NOT NULL,
    "homeMoneyLine" INTEGER,
    "awayMoneyLine" INTEGER,
    "oddsUpdatedAt" TIMESTAMPTZ(3),
    "homeScore" INTEGER,
    "awayScore" INTEGER,
    "winnerSide" "Side",
    "report" TEXT,
    "reportPublishedAt" TIMESTAMPTZ(3),
    "provider" TEXT NOT NULL,
    "providerEventId" TEXT NOT NULL,
    "settledAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "Fixture_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Fixture_teams_check" CHECK ("homeTeamId" <> "awayTeamId")
);

CREATE TABLE "Pick" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "fixtureId" INTEGER NOT NULL,
    "side" "Side" NOT NULL,
    "kind" "PickKind" NOT NULL DEFAULT 'NORMAL',
    "parlayId" INTEGER,
    "moneyLine" INTEGER NOT NULL,
    "decimalOdds" DECIMAL(10,4) NOT NULL,
    "oddsAt" TIMESTAMPTZ(3) NOT NULL,
    "oddsSource" TEXT NOT NULL,
    "state" "PickState" NOT NULL DEFAULT 'PENDING',
    "outcome" "Outcome",
    "points" DECIMAL(10,4) NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMPTZ(3),
    CONSTRAINT "Pick_pkey" PRIMARY KEY ("id"),
    -- A NORMAL pick has no parlay; a PARLAY leg always has one.
    CONSTRAINT "Pick_kind_parlay_check" CHECK (("kind" = 'NORMAL') = ("parlayId" IS NULL))
);

CREATE TABLE "Parlay" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "decimalOdds" DECIMAL(14,4) NOT NULL,
    "betTotal" INTEGER NOT NULL,
    "state" "PickState" NOT NULL DEFAULT 'PENDING',
    "outcome" "Outcome",
    "points" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMPTZ(3),
    CONSTRAINT "Parlay_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "Follow" (
    "followerId" TEXT NOT NULL,
    "followedId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Follow_pkey" PRIMARY KEY ("followerId","followedId"),
    CONSTRAINT "Follow_not_self_check" CHECK ("followerId" <> "followedId")
);

CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "type" "NotificationType" NOT NULL,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "details" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "PointsLedger" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "sourceType" "LedgerSource" NOT NULL,
    "sourceId" INTEGER NOT NULL,
    "league" "League",
    "points" DECIMAL(14,4) NOT NULL,
    "day" DATE NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PointsLedger_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "DailyPoints" (
    "userId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "league" "League" NOT NULL,
    "points" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "wins" INTEGER NOT NULL DEFAULT 0,
    "losses" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "DailyPoints_pkey" PRIMARY KEY ("userId","day","league")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_usernameKey_key" ON "User"("usernameKey");
CREATE INDEX "User_score_idx" ON "User"("score" DESC);
CREATE UNIQUE INDEX "Session_sessionToken_key" ON "Session"("sessionToken");
CREATE INDEX "Session_userId_idx" ON "Session"("userId");
CREATE UNIQUE INDEX "Team_league_abbreviation_key" ON "Team"("league", "abbreviation");
CREATE UNIQUE INDEX "Fixture_provider_providerEventId_key" ON "Fixture"("provider", "providerEventId");
CREATE INDEX "Fixture_league_startsAt_idx" ON "Fixture"("league", "startsAt");
CREATE INDEX "Fixture_status_startsAt_idx" ON "Fixture"("status", "startsAt");
CREATE INDEX "Fixture_homeTeamId_idx" ON "Fixture"("homeTeamId");
CREATE INDEX "Fixture_awayTeamId_idx" ON "Fixture"("awayTeamId");
-- NULLS NOT DISTINCT: NORMAL picks (parlayId NULL) are unique per user and fixture.
CREATE UNIQUE INDEX "Pick_userId_fixtureId_parlayId_key" ON "Pick"("userId", "fixtureId", "parlayId") NULLS NOT DISTINCT;
CREATE INDEX "Pick_fixtureId_state_idx" ON "Pick"("fixtureId", "state");
CREATE INDEX "Pick_userId_state_createdAt_idx" ON "Pick"("userId", "state", "createdAt" DESC);
CREATE INDEX "Pick_parlayId_idx" ON "Pick"("parlayId");
CREATE INDEX "Parlay_userId_createdAt_idx" ON "Parlay"("userId", "createdAt" DESC);
CREATE INDEX "Follow_followedId_idx" ON "Follow"("followedId");
CREATE INDEX "Notification_userId_read_createdAt_idx" ON "Notification"("userId", "read", "createdAt" DESC);
CREATE UNIQUE INDEX "PointsLedger_sourceType_sourceId_key" ON "PointsLedger"("sourceType", "sourceId");
CREATE INDEX "PointsLedger_userId_idx" ON "PointsLedger"("userId");
CREATE INDEX "DailyPoints_day_league_idx" ON "DailyPoints"("day", "league");

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Avatar" ADD CONSTRAINT "Avatar_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Fixture" ADD CONSTRAINT "Fixture_homeTeamId_fkey" FOREIGN KEY ("homeTeamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Fixture" ADD CONSTRAINT "Fixture_awayTeamId_fkey" FOREIGN KEY ("awayTeamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Pick" ADD CONSTRAINT "Pick_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Pick" ADD CONSTRAINT "Pick_fixtureId_fkey" FOREIGN KEY ("fixtureId") REFERENCES "Fixture"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Pick" ADD CONSTRAINT "Pick_parlayId_fkey" FOREIGN KEY ("parlayId") REFERENCES "Parlay"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Parlay" ADD CONSTRAINT "Parlay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Follow" ADD CONSTRAINT "Follow_followerId_fkey" FOREIGN KEY ("followerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Follow" ADD CONSTRAINT "Follow_followedId_fkey" FOREIGN KEY ("followedId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PointsLedger" ADD CONSTRAINT "PointsLedger_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DailyPoints" ADD CONSTRAINT "DailyPoints_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
