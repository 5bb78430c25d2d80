-- Reach: a picker's privacy, the opt-in game-day reminder, and one row per picker and period of every reminder sent.
ALTER TABLE "User" ADD COLUMN "private" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "User" ADD COLUMN "emailReminder" BOOLEAN NOT NULL DEFAULT false;

CREATE TYPE "EmailKind" AS ENUM ('REMINDER');

CREATE TABLE "EmailSend" (
    "userId" TEXT NOT NULL,
    "kind" "EmailKind" NOT NULL,
    "period" DATE NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EmailSend_pkey" PRIMARY KEY ("userId", "kind", "period")
);

ALTER TABLE "EmailSend" ADD CONSTRAINT "EmailSend_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
