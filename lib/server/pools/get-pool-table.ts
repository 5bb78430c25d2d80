// A page of a pool's week or season table with the caller's own row: members only, tables brought up to date first when stale.
import "server-only";
import type { PoolTable } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { memberPool, pickemPool, type PoolAccess } from "./pool-access";
import { afterResponse } from "@/lib/observability/after-response";
import { readPoolTable, type Refresh, type TableQuery } from "./pool-table-read";
import { refreshPoolTables, tablesState } from "./refresh-pool-tables";

/**
 * A member's read keeps the tables written: it waits when they are behind (never written, or a week has ended since),
 * and only has them rewritten after its response when they are merely older than the TTL, so no reader waits for a
 * large pool's rewrite (about a second and a half at 10,000 members) just because a minute has passed.
 */
export function refreshing(poolId: string, now: Date): Refresh {
  return { now: () => refreshPoolTables(poolId, { now }), later: () => afterResponse(() => refreshPoolTables(poolId)) };
}

/** The caller's pool with its tables up to date as `refreshing` says. */
export async function freshPool(caller: Pick<Caller, "id">, poolId: string, now: Date): Promise<PoolAccess> {
  const pool = await pickemPool(poolId, caller.id);
  const state = tablesState(pool, now);
  if (state === "fresh") return pool;
  const refresh = refreshing(poolId, now);
  if (state === "stale") {
    refresh.later();
    return pool;
  }
  await refresh.now();
  return memberPool(poolId, caller.id);
}

/** One statement when the tables are fresh (the usual case); a rewrite and a second read when they are not. */
export async function getPoolTable(caller: Pick<Caller, "id">, poolId: string, query: TableQuery): Promise<PoolTable> {
  const now = query.now ?? new Date();
  return readPoolTable(db, poolId, caller.id, query, now, refreshing(poolId, now));
}
