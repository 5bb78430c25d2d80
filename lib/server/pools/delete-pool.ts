// The owner deletes a pool: its memberships go with it (cascade); the members' picks and points are theirs and stay.
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { ownedPool } from "./pool-access";

export async function deletePool(caller: Caller, poolId: string): Promise<{ deleted: true }> {
  requireVerified(caller);
  await ownedPool(poolId, caller.id);
  await db.pool.delete({ where: { id: poolId } });
  return { deleted: true };
}
