// The owner renames a pool, edits its description or changes the leagues its board counts.
import "server-only";
import type { PoolDetail } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { poolLeagues } from "@/lib/domain/pools";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { getPool } from "./get-pool";
import { ownedPool } from "./pool-access";

export type PoolChanges = { name?: string; description?: string | null; leagues?: League[] };

export async function updatePool(caller: Caller, poolId: string, changes: PoolChanges): Promise<PoolDetail> {
  requireVerified(caller);
  await ownedPool(poolId, caller.id);
  await db.pool.update({
    where: { id: poolId },
    data: {
      name: changes.name,
      description: changes.description === undefined ? undefined : changes.description || null,
      leagues: changes.leagues ? poolLeagues(changes.leagues).map(toDbLeague) : undefined,
    },
  });
  return getPool(caller, poolId);
}
