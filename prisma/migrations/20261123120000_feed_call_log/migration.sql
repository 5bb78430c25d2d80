-- Credit-costing feed calls (The Odds API): one row per call, so the monthly budget holds across sync runs and serverless instances.
CREATE TABLE "FeedCallLog" (
    "id" SERIAL NOT NULL,
    "provider" TEXT NOT NULL,
    "league" "League" NOT NULL,
    "calledAt" TIMESTAMPTZ(3) NOT NULL,
    "cost" INTEGER NOT NULL,
    "remaining" INTEGER,
    CONSTRAINT "FeedCallLog_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "FeedCallLog_provider_calledAt_idx" ON "FeedCallLog"("provider", "calledAt");
