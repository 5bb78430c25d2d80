-- A pool's group chat: the owner's Discord or Slack incoming webhook, sealed, with how far its posts have got, and the
-- note the owner gets when it is turned off after failing.
ALTER TYPE "NotificationType" ADD VALUE 'CHAT_HOOK_OFF';

CREATE TYPE "ChatService" AS ENUM ('DISCORD', 'SLACK');

CREATE TABLE "PoolChatHook" (
    "poolId" TEXT NOT NULL,
    "service" "ChatService" NOT NULL,
    "sealedUrl" TEXT NOT NULL,
    "maskedUrl" VARCHAR(200) NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "disabledAt" TIMESTAMPTZ(3),
    "revealedThrough" TIMESTAMPTZ(3) NOT NULL,
    "weeksThrough" DATE,
    "slatesThrough" DATE,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PoolChatHook_pkey" PRIMARY KEY ("poolId")
);

CREATE INDEX "PoolChatHook_disabledAt_idx" ON "PoolChatHook"("disabledAt");

ALTER TABLE "PoolChatHook" ADD CONSTRAINT "PoolChatHook_poolId_fkey" FOREIGN KEY ("poolId") REFERENCES "Pool"("id") ON DELETE CASCADE ON UPDATE CASCADE;
