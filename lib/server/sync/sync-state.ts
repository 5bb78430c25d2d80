// The sync's one-row schedule in the database: claim the next run (one claimant per interval) and record a success.
import type { PrismaClient } from "@/lib/generated/prisma/client";

export type SyncClaim = { claimed: true } | { claimed: false; dueInMs: number };

/**
 * One statement: the row's startedAt moves to now only when neither a start nor a success is younger than the
 * interval, so of many requests (on many instances) arriving together exactly one gets `claimed: true`. The others
 * learn, by the database's clock, how long until the next run is due.
 */
export async function claimSyncRun(db: PrismaClient, intervalMs: number): Promise<SyncClaim> {
  const claimed = await db.$queryRaw<unknown[]>`
    INSERT INTO "SyncState" ("id", "startedAt") VALUES (1, now())
    ON CONFLICT ("id") DO UPDATE SET "startedAt" = now()
    WHERE ("SyncState"."startedAt" IS NULL OR "SyncState"."startedAt" <= now() - ${intervalMs} * interval '1 millisecond')
      AND ("SyncState"."succeededAt" IS NULL OR "SyncState"."succeededAt" <= now() - ${intervalMs} * interval '1 millisecond')
    RETURNING 1`;
  if (claimed.length) return { claimed: true };
  const [row] = await db.$queryRaw<{ dueInMs: number }[]>`
    SELECT GREATEST(0, EXTRACT(EPOCH FROM GREATEST("startedAt", "succeededAt") + ${intervalMs} * interval '1 millisecond' - now()) * 1000)::float8 AS "dueInMs"
    FROM "SyncState" WHERE "id" = 1`;
  return { claimed: false, dueInMs: row?.dueInMs ?? 0 };
}

export async function recordSyncSuccess(db: PrismaClient): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "SyncState" ("id", "succeededAt") VALUES (1, now())
    ON CONFLICT ("id") DO UPDATE SET "succeededAt" = now()`;
}
