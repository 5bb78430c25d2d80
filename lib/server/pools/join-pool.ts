// Join a pool through its invite link: idempotent, within both limits even under concurrency; the owner is told.
import "server-only";
import type { JoinResult } from "@/lib/contracts/pools";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { MAX_POOL_MEMBERS, MAX_POOLS_PER_PICKER, POOL_FULL, TOO_MANY_POOLS } from "@/lib/domain/pools";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { INVITE_NOT_FOUND, poolIdOfInvite } from "./find-invite";
import { lockPicker, lockPool } from "./pool-access";
import { joinSurvivor } from "./join-survivor";

export async function joinPool(caller: Caller, code: string, ip: string): Promise<JoinResult> {
  requireVerified(caller);
  const poolId = await poolIdOfInvite(code, caller, ip);
  return db.$transaction(async (tx) => {
    // Always the picker's lock before the pool's row, as createPool takes only the first: no deadlock.
    const myPools = await lockPicker(tx, caller.id);
    const pool = await lockPool(tx, poolId);
    if (!pool) throw new AppError("NOT_FOUND", { message: INVITE_NOT_FOUND });
    const already = await tx.poolMember.findUnique({ where: { poolId_userId: { poolId, userId: caller.id } }, select: { userId: true } });
    if (already) return { poolId, joined: false };
    if (myPools >= MAX_POOLS_PER_PICKER) throw new AppError("CONFLICT", { message: TOO_MANY_POOLS });
    if ((await tx.poolMember.count({ where: { poolId } })) >= MAX_POOL_MEMBERS) throw new AppError("CONFLICT", { message: POOL_FULL });
    await joinSurvivor(tx, poolId, caller.id);
    await tx.notification.create({
      data: {
        userId: pool.ownerId,
        type: "POOL_JOINED",
        details: { poolId, poolName: pool.name, username: caller.username ?? "A picker", userId: caller.id },
      },
    });
    return { poolId, joined: true };
  });
}
