// The week selector and the Winners list: every week of the pool's season so far, newest first, past weeks with their winners.
import "server-only";
import type { PoolWeeks } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import { fromDbLeague } from "@/lib/domain/leagues";
import { currentWeek, poolWeeks, weekLabel } from "@/lib/domain/pool-weeks";
import type { Caller } from "@/lib/server/auth/caller";
import { appTimeZone } from "@/lib/settings";
import { freshPool } from "./get-pool-table";
import { firstWeekOf, isoDay, seasonStartOf } from "./pool-season";

export async function listPoolWeeks(caller: Pick<Caller, "id">, poolId: string, now = new Date()): Promise<PoolWeeks> {
  const timeZone = appTimeZone();
  const pool = await freshPool(caller, poolId, now);
  const current = currentWeek(now, timeZone);
  const weeks = poolWeeks(firstWeekOf(pool, now, timeZone), current);
  const [finals, winners] = await Promise.all([
    db.poolWeek.findMany({ where: { poolId, final: true }, select: { start: true } }),
    db.poolTableRow.findMany({
      where: { poolId, kind: "WEEK", rank: 1, start: { lt: new Date(`${current}T00:00:00Z`) } },
      orderBy: [{ start: "desc" }, { userId: "asc" }],
      select: { start: true, userId: true, points: true, decidedBy: true, user: { select: { username: true } } },
    }),
  ]);
  const final = new Set(finals.map((week) => isoDay(week.start)));
  const leagues = pool.leagues.map(fromDbLeague);
  return {
    current,
    seasonStart: seasonStartOf(pool, timeZone),
    weeks: weeks.map((week) => ({
      start: week,
      label: weekLabel(week, leagues),
      final: final.has(week),
      winners: winners
        .filter((winner) => isoDay(winner.start) === week)
        .map((winner) => ({ userId: winner.userId, username: winner.user.username, points: winner.points.toFixed(4), decidedBy: winner.decidedBy })),
    })),
  };
}
