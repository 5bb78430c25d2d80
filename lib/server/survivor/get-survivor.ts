// A survivor pool's slate page for one of its members: settled up to the last finished slate first, then read.
import "server-only";
import type { SurvivorState } from "@/lib/contracts/survivor";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { memberPool } from "@/lib/server/pools/pool-access";
import { appTimeZone } from "@/lib/settings";
import { readSurvivorState } from "./read-survivor";
import { settleSurvivorPool } from "./settle-survivor";
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
  await memberSurvivorPool(caller, poolId);
  // The scheduled sync settles slates too; a member's visit does not wait for it (nothing to do is a few index reads).
  await settleSurvivorPool(db, poolId);
  const pool = (await readSurvivorPool(db, poolId))!;
  return readSurvivorState(db, pool, caller.id, appTimeZone());
}
