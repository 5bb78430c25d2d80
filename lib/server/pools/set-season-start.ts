// The owner sets the week the season table counts from (or goes back to the pool's first week); the tables are rewritten at once.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { PoolDetail } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import { addWeeks, currentWeek, MAX_POOL_WEEKS, mondayOf } from "@/lib/domain/pool-weeks";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { hitRateLimits } from "@/lib/server/auth/rate-limit";
import { appTimeZone } from "@/lib/settings";
import { rewriteCardSeason } from "./card/write-card-season";
import { getPool } from "./get-pool";
import { ownedPool, refuseSurvivor } from "./pool-access";
import { refreshPoolTables } from "./refresh-pool-tables";

/** Each change rewrites the pool's tables (and may close weeks, which notifies winners): plenty for an owner, no more. */
export const SEASON_CHANGES_PER_HOUR = 10;

export async function setSeasonStart(caller: Caller, poolId: string, day: string | null, now = new Date()): Promise<PoolDetail> {
  requireVerified(caller);
  refuseSurvivor(await ownedPool(poolId, caller.id));
  const monday = day ? mondayOf(day) : null;
  const current = currentWeek(now, appTimeZone());
  if (monday && monday > current) throw new AppError("VALIDATION_ERROR", { issues: [{ path: "start", message: "A season cannot start in a future week" }] });
  if (monday && monday < addWeeks(current, -(MAX_POOL_WEEKS - 1))) {
    throw new AppError("VALIDATION_ERROR", { issues: [{ path: "start", message: `A season starts within the last ${MAX_POOL_WEEKS} weeks` }] });
  }
  await hitRateLimits([{ bucket: `pool-season:${poolId}`, max: SEASON_CHANGES_PER_HOUR, windowSeconds: 60 * 60 }]);
  await db.pool.update({ where: { id: poolId }, data: { seasonStart: monday ? new Date(`${monday}T00:00:00Z`) : null } });
  await refreshPoolTables(poolId, { now, force: true });
  // A card pool's season table counts from the new start.
  await db.$transaction((tx) => rewriteCardSeason(tx, poolId));
  return getPool(caller, poolId);
}
