// Who may see and change a pool: members see it, the owner changes it; everyone else is told it does not exist.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { DbLeague } from "@/lib/domain/leagues";
import { notPickemMessage, POOL_NOT_FOUND } from "@/lib/domain/pools";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberPoolStatement } from "./member-pool-sql";

/** What the pool's use cases read of it once the caller is let in. */
export type PoolAccess = {
  id: string;
  name: string;
  ownerId: string;
  leagues: DbLeague[];
  kind: "PICKEM" | "SURVIVOR" | "CARD";
  inviteCode: string | null;
  createdAt: Date;
  seasonStart: Date | null;
  closedThrough: Date | null;
  tablesAt: Date | null;
};

/** An outsider gets the same NOT_FOUND as for a pool that never existed, so a pool id reveals nothing. */
export async function memberPool(poolId: string, callerId: string): Promise<PoolAccess> {
  const [pool] = await db.$queryRaw<PoolAccess[]>(memberPoolStatement(poolId, callerId));
  if (!pool) throw new AppError("NOT_FOUND", { message: POOL_NOT_FOUND });
  return pool;
}

/** A pick'em pool of the caller's: its tables, weeks and pending list; a survivor pool answers NOT_FOUND with why. */
export async function pickemPool(poolId: string, callerId: string): Promise<PoolAccess> {
  const pool = await memberPool(poolId, callerId);
  refuseSurvivor(pool);
  return pool;
}

export function refuseSurvivor(pool: { kind: string }): void {
  if (pool.kind !== "PICKEM") throw new AppError("NOT_FOUND", { message: notPickemMessage(pool.kind) });
}

/** Members learn that they are not the owner (403); outsiders still learn nothing (404). */
export async function ownedPool(poolId: string, callerId: string): Promise<PoolAccess> {
  const pool = await memberPool(poolId, callerId);
  if (pool.ownerId !== callerId) throw new AppError("FORBIDDEN", { message: "Only the pool's owner can do this" });
  return pool;
}

/**
 * The pool's row, locked until the transaction ends: joins, removals and hand-overs of one pool queue behind each
 * other, so the member count checked before an insert is still true when it commits.
 */
export async function lockPool(tx: Prisma.TransactionClient, poolId: string): Promise<{ id: string; ownerId: string; name: string } | null> {
  const [row] = await tx.$queryRaw<{ id: string; ownerId: string; name: string }[]>`
    SELECT "id", "ownerId", "name" FROM "Pool" WHERE "id" = ${poolId} FOR UPDATE`;
  return row ?? null;
}

/** Serialises one picker's creates and joins, so two at once cannot both pass the pools-per-picker check. */
export async function lockPicker(tx: Prisma.TransactionClient, userId: string): Promise<number> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`pools-of:${userId}`}, 0))`;
  return tx.poolMember.count({ where: { userId } });
}
