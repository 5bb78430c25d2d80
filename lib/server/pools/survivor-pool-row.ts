// A survivor pool's settings and progress as its use cases read them, and where its slates begin and end.
// No "server-only" import: settlement runs from `npm run sync` and the bench, outside Next.js.
import { fromDbLeague, type DbLeague, type League } from "@/lib/domain/leagues";
import { slateRange } from "@/lib/domain/survivor-slates";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

export type Db = PrismaClient | Prisma.TransactionClient;

export type SurvivorPoolRow = {
  poolId: string;
  league: League;
  dbLeague: DbLeague;
  startSlate: string;
  lives: number;
  autoPick: boolean;
  settledThrough: string | null;
  endedAt: Date | null;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function readSurvivorPool(db: Db, poolId: string): Promise<SurvivorPoolRow | null> {
  const row = await db.survivorPool.findUnique({ where: { poolId } });
  if (!row) return null;
  return {
    poolId,
    league: fromDbLeague(row.league),
    dbLeague: row.league,
    startSlate: isoDay(row.startSlate),
    lives: row.lives,
    autoPick: row.autoPick,
    settledThrough: row.settledThrough ? isoDay(row.settledThrough) : null,
    endedAt: row.endedAt,
  };
}

/** Where the first slate not yet settled begins: every game from here on is still to be settled. */
export function unsettledFrom(pool: SurvivorPoolRow, timeZone: string): Date {
  return pool.settledThrough ? slateRange(pool.settledThrough, pool.league, timeZone).end : slateRange(pool.startSlate, pool.league, timeZone).start;
}

/** Whether the pool's first game has started, by the database's clock: from then on nobody joins. */
export async function survivorStarted(db: Db, pool: SurvivorPoolRow, timeZone: string): Promise<boolean> {
  const start = slateRange(pool.startSlate, pool.league, timeZone).start;
  const [row] = await db.$queryRaw<{ started: boolean }[]>`
    SELECT ${pool.settledThrough !== null} OR EXISTS (
      SELECT 1 FROM "Fixture" f WHERE f."league" = ${pool.dbLeague}::"League" AND f."startsAt" >= ${start} AND f."startsAt" <= now()
    ) AS started`;
  return row.started;
}
