// The sync's claim on its one row: one run at a time across every instance, without a connection held while it runs.
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * How long a claim lasts unless renewed. A run renews it before each league, so only a run that stopped (a crash, a
 * frozen serverless instance) keeps the next one waiting, and at most this long.
 */
export const SYNC_LEASE_MS = 5 * 60_000;

export type SyncLease = { holder: string };

/** One statement: the claim moves to this run only when nobody holds it or the holder's claim has expired. */
export async function acquireSyncLease(db: PrismaClient, ttlMs = SYNC_LEASE_MS): Promise<SyncLease | null> {
  const holder = randomUUID();
  const rows = await db.$queryRaw<unknown[]>`
    INSERT INTO "SyncState" ("id", "leaseHolder", "leaseUntil") VALUES (1, ${holder}, now() + ${ttlMs} * interval '1 millisecond')
    ON CONFLICT ("id") DO UPDATE SET "leaseHolder" = EXCLUDED."leaseHolder", "leaseUntil" = EXCLUDED."leaseUntil"
    WHERE "SyncState"."leaseHolder" IS NULL OR "SyncState"."leaseUntil" IS NULL OR "SyncState"."leaseUntil" <= now()
    RETURNING 1`;
  return rows.length ? { holder } : null;
}

/** False when the claim was lost (it expired and another run took it): the caller stops writing. */
export async function renewSyncLease(db: PrismaClient, lease: SyncLease, ttlMs = SYNC_LEASE_MS): Promise<boolean> {
  const renewed = await db.$executeRaw`
    UPDATE "SyncState" SET "leaseUntil" = now() + ${ttlMs} * interval '1 millisecond'
    WHERE "id" = 1 AND "leaseHolder" = ${lease.holder}`;
  return renewed > 0;
}

export async function releaseSyncLease(db: PrismaClient, lease: SyncLease): Promise<void> {
  await db.$executeRaw`UPDATE "SyncState" SET "leaseHolder" = NULL, "leaseUntil" = NULL WHERE "id" = 1 AND "leaseHolder" = ${lease.holder}`;
}
