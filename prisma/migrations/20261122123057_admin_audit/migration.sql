-- Admin audit trail: who changed which report or result, when, and how.
-- CreateEnum
CREATE TYPE "AdminAction" AS ENUM ('REPORT_SAVED', 'REPORT_PUBLISHED', 'REPORT_UNPUBLISHED', 'RESULT_CORRECTED');

-- CreateTable
CREATE TABLE "AdminAudit" (
    "id" SERIAL NOT NULL,
    "actorId" TEXT NOT NULL,
    "actorName" TEXT NOT NULL,
    "action" "AdminAction" NOT NULL,
    "fixtureId" INTEGER,
    "details" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AdminAudit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AdminAudit_createdAt_idx" ON "AdminAudit"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "AdminAudit_fixtureId_action_idx" ON "AdminAudit"("fixtureId", "action");
