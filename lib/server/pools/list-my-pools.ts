// The caller's pools, newest membership first: at most MAX_POOLS_PER_PICKER, so one bounded list.
import "server-only";
import type { PoolSummary } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { poolSummarySelect, toPoolSummary } from "./pool-summary";

export async function listMyPools(caller: Caller): Promise<PoolSummary[]> {
  const rows = await db.poolMember.findMany({
    where: { userId: caller.id },
    orderBy: [{ joinedAt: "desc" }, { poolId: "asc" }],
    select: { pool: { select: poolSummarySelect } },
  });
  return rows.map(({ pool }) => toPoolSummary(pool, caller.id));
}
