// Writes a pool's tables: closes every week that has ended (final table, winners crowned and told), then the live week and the season.
// No "server-only" import: the pool-season bench writes the tables outside Next.js (refresh-pool-tables.ts is the app's door).
import { fromDbLeague } from "@/lib/domain/leagues";
import { tableWinners, TIEBREAK_LABELS } from "@/lib/domain/pool-tiebreak";
import { addWeeks, currentWeek, POOL_TABLE_TTL_MS, weekLabel, weekRange } from "@/lib/domain/pool-weeks";
import type { DbLeague } from "@/lib/domain/leagues";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { appTimeZone } from "@/lib/settings";
import { firstWeekOf, isoDay, seasonStartOf } from "./pool-season";
import { memberStatsQuery, seasonStatsQuery, type MemberStats } from "./pool-week-stats";
import { writePoolTable, type PlacedStats } from "./write-pool-table";

type Tx = Prisma.TransactionClient;
export type RefreshOptions = { now?: Date; force?: boolean };
type Pool = { id: string; name: string; leagues: DbLeague[]; createdAt: Date; seasonStart: Date | null; closedThrough: Date | null; tablesAt: Date | null };

/** Whether the stored tables still answer for `now`: written within the TTL, and no week ended since. */
export function tablesFresh(pool: Pick<Pool, "tablesAt" | "closedThrough">, now: Date, timeZone = appTimeZone()): boolean {
  return tablesState(pool, now, timeZone) === "fresh";
}

/**
 * "behind" when the tables were never written or a week has ended since (this week's table does not exist yet, and
 * last week's is not final): a reader must wait for them. "stale" when they are only older than the TTL: a reader
 * may read them and have them rewritten after its response.
 */
export function tablesState(pool: Pick<Pool, "tablesAt" | "closedThrough">, now: Date, timeZone = appTimeZone()): "fresh" | "stale" | "behind" {
  if (!pool.tablesAt || pool.closedThrough === null || isoDay(pool.closedThrough) !== addWeeks(currentWeek(now, timeZone), -1)) return "behind";
  return now.getTime() - pool.tablesAt.getTime() >= POOL_TABLE_TTL_MS || pool.tablesAt > now ? "stale" : "fresh";
}

/**
 * One writer per pool at a time (a transaction-scoped advisory lock, tried, not awaited: a reader that finds it taken
 * reads the tables being replaced, which were right a minute ago). A week's table is final once the week is over and
 * is never written again, so its winners are crowned and told exactly once. Returns whether it wrote.
 */
export async function writePoolTables(db: PrismaClient, poolId: string, { now = new Date(), force = false }: RefreshOptions = {}): Promise<boolean> {
  const timeZone = appTimeZone();
  return db.$transaction(
    async (tx) => {
      const [{ locked }] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtextextended(${`pool-tables:${poolId}`}, 0)) AS locked`;
      if (!locked) return false;
      const pool = await tx.pool.findUnique({
        where: { id: poolId },
        select: { id: true, name: true, leagues: true, createdAt: true, seasonStart: true, closedThrough: true, tablesAt: true },
      });
      if (!pool || (!force && tablesFresh(pool, now, timeZone))) return false;
      const current = currentWeek(now, timeZone);
      const finals = new Set(
        (await tx.poolWeek.findMany({ where: { poolId, final: true }, select: { start: true } })).map((week) => isoDay(week.start)),
      );
      for (let week = firstWeekOf(pool, now, timeZone); week < current; week = addWeeks(week, 1)) {
        if (finals.has(week)) continue;
        const placed = await writeWeek(tx, pool, week, timeZone, true);
        await crownWinners(tx, pool, week, placed);
      }
      await writeWeek(tx, pool, current, timeZone, false);
      const season = await tx.$queryRaw<MemberStats[]>(seasonStatsQuery(poolId, seasonStartOf(pool, timeZone), current));
      await writePoolTable(tx, poolId, "SEASON", "1970-01-01", season);
      await tx.pool.update({ where: { id: poolId }, data: { tablesAt: now, closedThrough: new Date(`${addWeeks(current, -1)}T00:00:00Z`) } });
      return true;
    },
    // Closing a season's worth of weeks of a 10,000-member pool at once is the slow case.
    { timeout: 120_000, maxWait: 10_000 },
  );
}

async function writeWeek(tx: Tx, pool: Pool, week: string, timeZone: string, final: boolean): Promise<PlacedStats[]> {
  const { start, end } = weekRange(week, timeZone);
  const stats = await tx.$queryRaw<MemberStats[]>(memberStatsQuery(pool.id, pool.leagues, start, end));
  const placed = await writePoolTable(tx, pool.id, "WEEK", week, stats);
  const row = { final, scored: placed.length, computedAt: new Date() };
  await tx.poolWeek.upsert({ where: { poolId_start: { poolId: pool.id, start: new Date(`${week}T00:00:00Z`) } }, create: { poolId: pool.id, start: new Date(`${week}T00:00:00Z`), ...row }, update: row });
  return placed;
}

/** The week's winners get the marker on their member row and a notification that says whether a tiebreak decided it. */
async function crownWinners(tx: Tx, pool: Pool, week: string, placed: PlacedStats[]): Promise<void> {
  const winners = tableWinners(placed);
  if (winners.length === 0) return;
  const ids = winners.map((winner) => winner.userId);
  await tx.poolMember.updateMany({ where: { poolId: pool.id, userId: { in: ids } }, data: { weeksWon: { increment: 1 } } });
  const label = weekLabel(week, pool.leagues.map(fromDbLeague));
  await tx.notification.createMany({
    data: winners.map((winner) => ({
      userId: winner.userId,
      type: "POOL_WEEK_WON" as const,
      details: {
        poolId: pool.id,
        poolName: pool.name,
        week,
        weekLabel: label,
        points: winner.stats.points,
        shared: winners.length > 1,
        tiebreak: winner.decidedBy ? TIEBREAK_LABELS[winner.decidedBy] : null,
      },
    })),
  });
}
