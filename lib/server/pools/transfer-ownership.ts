// The owner hands the pool to another member, who gets the owner's tools; the old owner stays a member.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { PoolDetail } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { getPool } from "./get-pool";
import { lockPool, ownedPool } from "./pool-access";

export async function transferOwnership(caller: Caller, poolId: string, userId: string): Promise<PoolDetail> {
  requireVerified(caller);
  await ownedPool(poolId, caller.id);
  await db.$transaction(async (tx) => {
    const pool = await lockPool(tx, poolId);
    // Locked, so a concurrent removal of the new owner cannot slip between this check and the update.
    const member = await tx.poolMember.findUnique({ where: { poolId_userId: { poolId, userId } }, select: { userId: true } });
    if (!pool || pool.ownerId !== caller.id) throw new AppError("FORBIDDEN", { message: "Only the pool's owner can do this" });
    if (!member) throw new AppError("NOT_FOUND", { message: "This picker is not a member of the pool" });
    await tx.pool.update({ where: { id: poolId }, data: { ownerId: userId } });
  });
  return getPool(caller, poolId);
}
