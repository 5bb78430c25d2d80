// The week grid as a member reads it: the caller must be a member; the grid itself is read by readCardGrid.
import "server-only";
import type { CardGrid } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { memberCardPool } from "./card-pool-row";
import { readCardGrid } from "./read-card-grid";

export async function getCardGrid(caller: Caller, poolId: string, week?: string, after?: string): Promise<CardGrid> {
  const pool = await memberCardPool(db, poolId, caller.id);
  return readCardGrid(db, pool, caller.id, week, after);
}
