// A member leaves, or the owner removes one (who is told once); the owner cannot leave without handing over first.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { changingCardMembers } from "./card/write-card-season";
import { lockPool, memberPool, ownedPool } from "./pool-access";

export async function removeMember(caller: Caller, poolId: string, userId: string): Promise<{ removed: boolean }> {
  requireVerified(caller);
  const leaving = userId === caller.id;
  await (leaving ? memberPool(poolId, caller.id) : ownedPool(poolId, caller.id));
  return db.$transaction(async (tx) => {
    const pool = await lockPool(tx, poolId);
    if (!pool) return { removed: false };
    if (userId === pool.ownerId) {
      throw new AppError("CONFLICT", { message: "The owner cannot leave: hand the pool to another member or delete it first" });
    }
    // A card pool's season table, and each week they were in, is ranked again without them.
    const { count } = await changingCardMembers(tx, poolId, () => tx.poolMember.deleteMany({ where: { poolId, userId } }), userId);
    if (count > 0 && !leaving) {
      await tx.notification.create({ data: { userId, type: "POOL_REMOVED", details: { poolId, poolName: pool.name } } });
    }
    return { removed: count > 0 };
  });
}
