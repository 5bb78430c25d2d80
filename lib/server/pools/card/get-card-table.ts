// A card pool's week table (a page at a time) or its season table, as a member reads it.
import "server-only";
import type { CardTable } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { memberCardPool } from "./card-pool-row";
import { readSeasonTable, readWeekTable } from "./read-card-table";

export { CARD_TIEBREAK_RULE } from "./read-card-table";

export async function getCardTable(caller: Caller, poolId: string, table: string, after?: string): Promise<CardTable> {
  const pool = await memberCardPool(db, poolId, caller.id);
  return table === "season" ? readSeasonTable(db, pool) : readWeekTable(db, pool, caller.id, table, after);
}
