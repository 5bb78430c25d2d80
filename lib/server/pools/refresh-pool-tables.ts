// The app's door to a pool's tables: written with the app's one database client.
import "server-only";
import { db } from "@/lib/db";
import { writePoolTables, type RefreshOptions } from "./pool-tables";

export { tablesFresh, tablesState } from "./pool-tables";

export function refreshPoolTables(poolId: string, options: RefreshOptions = {}): Promise<boolean> {
  return writePoolTables(db, poolId, options);
}
