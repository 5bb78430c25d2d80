-- Which pushes a picker wants (a row only once they change something: no row means every type on, no quiet hours),
-- and one row per push the job has handled, written before it is sent: a second run, even a concurrent one, finds the
-- row and sends nothing.
CREATE TYPE "PushKind" AS ENUM ('REMINDER', 'SETTLED', 'WEEK_WON', 'ANNOUNCEMENT', 'SURVIVOR');

CREATE TABLE "PushPreference" (
    "userId" TEXT NOT NULL,
    "reminder" BOOLEAN NOT NULL DEFAULT true,
    "settled" BOOLEAN NOT NULL DEFAULT true,
    "weekWon" BOOLEAN NOT NULL DEFAULT true,
    "announcement" BOOLEAN NOT NULL DEFAULT true,
    "survivor" BOOLEAN NOT NULL DEFAULT true,
    "quietStart" SMALLINT,
    "quietEnd" SMALLINT,
    "timeZone" VARCHAR(64),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PushPreference_pkey" PRIMARY KEY ("userId")
);

ALTER TABLE "PushPreference" ADD CONSTRAINT "PushPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "PushSend" (
    "userId" TEXT NOT NULL,
    "kind" "PushKind" NOT NULL,
    "subject" VARCHAR(100) NOT NULL,
    "sent" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushSend_pkey" PRIMARY KEY ("userId", "kind", "subject")
);

ALTER TABLE "PushSend" ADD CONSTRAINT "PushSend_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
