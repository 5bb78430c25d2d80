// A page of a pool's week or season table with the caller's own row: members only, tables brought up to date first when stale.
import "server-only";
import type { PoolTable } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { memberPool, type PoolAccess } from "./pool-access";
import { readPoolTable, type TableQuery } from "./pool-table-read";
import { refreshPoolTables, tablesFresh } from "./refresh-pool-tables";

/** Fresh tables for the caller's pool: a member's read writes them when they are older than the TTL or a week has ended. */
export async function freshPool(caller: Pick<Caller, "id">, poolId: string, now: Date): Promise<PoolAccess> {
  const pool = await memberPool(poolId, caller.id);
  if (tablesFresh(pool, now)) return pool;
  await refreshPoolTables(poolId, { now });
  return memberPool(poolId, caller.id);
}

/** One statement when the tables are fresh (the usual case); a rewrite and a second read when they are not. */
export async function getPoolTable(caller: Pick<Caller, "id">, poolId: string, query: TableQuery): Promise<PoolTable> {
  const now = query.now ?? new Date();
  return readPoolTable(db, poolId, caller.id, query, now, () => refreshPoolTables(poolId, { now }));
}
