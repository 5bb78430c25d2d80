// One pool for its pool page: members only; the invite code goes to the owner alone.
import "server-only";
import type { PoolDetail } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { memberPool } from "./pool-access";
import { poolSummarySelect, toPoolDetail } from "./pool-summary";

export async function getPool(caller: Pick<Caller, "id">, poolId: string): Promise<PoolDetail> {
  await memberPool(poolId, caller.id);
  const row = await db.pool.findUniqueOrThrow({ where: { id: poolId }, select: poolSummarySelect });
  return toPoolDetail(row, caller.id);
}
