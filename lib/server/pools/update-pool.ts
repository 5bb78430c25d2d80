// The owner renames a pool, edits its description, changes the leagues its board counts or hides members' picks until each game starts.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { PoolChanges, PoolDetail } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import { toDbLeague } from "@/lib/domain/leagues";
import { poolLeagues } from "@/lib/domain/pools";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { getPool } from "./get-pool";
import { ownedPool } from "./pool-access";

export async function updatePool(caller: Caller, poolId: string, changes: PoolChanges): Promise<PoolDetail> {
  requireVerified(caller);
  const pool = await ownedPool(poolId, caller.id);
  // Its slates, used teams and lives belong to its one league.
  const sameLeagues = changes.leagues && poolLeagues(changes.leagues).map(toDbLeague).join() === pool.leagues.join();
  if (pool.kind === "SURVIVOR" && changes.leagues && !sameLeagues) throw new AppError("CONFLICT", { message: "A survivor pool's league cannot be changed" });
  await db.pool.update({
    where: { id: poolId },
    data: {
      name: changes.name,
      description: changes.description === undefined ? undefined : changes.description || null,
      leagues: changes.leagues ? poolLeagues(changes.leagues).map(toDbLeague) : undefined,
      hidePicks: changes.hidePicks,
    },
  });
  return getPool(caller, poolId);
}
