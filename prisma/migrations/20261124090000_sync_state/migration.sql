-- When the feed sync last started and last succeeded: requests start a background sync when it is older than SYNC_INTERVAL.
CREATE TABLE "SyncState" (
    "id" INTEGER NOT NULL,
    "startedAt" TIMESTAMPTZ(3),
    "succeededAt" TIMESTAMPTZ(3),
    CONSTRAINT "SyncState_pkey" PRIMARY KEY ("id")
);
