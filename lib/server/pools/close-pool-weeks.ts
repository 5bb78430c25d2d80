// The daily cron closes the weeks that ended in every pool, so weekly winners are crowned and told even where nobody opened the pool since.
import "server-only";
import { db } from "@/lib/db";
import { addWeeks, currentWeek } from "@/lib/domain/pool-weeks";
import { appTimeZone } from "@/lib/settings";
import { refreshPoolTables } from "./refresh-pool-tables";

/** Pools per run: the rest follow on the next run (or at their members' next visit). */
export const POOLS_CLOSED_PER_RUN = 500;

export async function closePoolWeeks(now = new Date()): Promise<number> {
  const lastWeek = new Date(`${addWeeks(currentWeek(now, appTimeZone()), -1)}T00:00:00Z`);
  const pools = await db.pool.findMany({
    // A survivor pool has no weeks to close: its slates settle on their own, and its end is its win.
    where: { kind: "PICKEM", OR: [{ closedThrough: null }, { closedThrough: { lt: lastWeek } }] },
    orderBy: [{ closedThrough: { sort: "asc", nulls: "first" } }, { id: "asc" }],
    take: POOLS_CLOSED_PER_RUN,
    select: { id: true },
  });
  let closed = 0;
  for (const pool of pools) if (await refreshPoolTables(pool.id, { now })) closed += 1;
  return closed;
}
