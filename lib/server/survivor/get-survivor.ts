// A survivor pool's slate page for one of its members, settled first when the sync has not yet settled a finished slate.
import "server-only";
import type { SurvivorState } from "@/lib/contracts/survivor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { memberPool } from "@/lib/server/pools/pool-access";
import { appTimeZone } from "@/lib/settings";
import { readSurvivorState } from "./read-survivor";
import { settleSurvivorPool } from "./settle-survivor";
import { survivorSettlementDue } from "./settlement-due";
import { readSurvivorPool, type SurvivorPoolRow } from "@/lib/server/pools/survivor-pool-row";

export const NOT_SURVIVOR = "This pool is a pick'em pool, not a survivor pool";

/** The caller's survivor pool: outsiders learn nothing (404), a pick'em pool has no survivor game (404). */
export async function memberSurvivorPool(caller: Pick<Caller, "id">, poolId: string): Promise<SurvivorPoolRow> {
  await memberPool(poolId, caller.id);
  const pool = await readSurvivorPool(db, poolId);
  if (!pool) throw new AppError("NOT_FOUND", { message: NOT_SURVIVOR });
  return pool;
}

export async function getSurvivor(caller: Pick<Caller, "id">, poolId: string): Promise<SurvivorState> {
  const pool = await memberSurvivorPool(caller, poolId);
  const timeZone = appTimeZone();
  // The sync settles the pools; a visit settles only when the sync is late (a slate over, a correction not yet applied).
  if (!(await survivorSettlementDue(db, pool, timeZone))) return readSurvivorState(db, pool, caller.id, timeZone);
  await settleSurvivorPool(db, poolId, timeZone);
  return readSurvivorState(db, (await readSurvivorPool(db, poolId))!, caller.id, timeZone);
}
