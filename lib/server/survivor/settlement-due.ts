// Whether a survivor pool has settling to do: a slate whose games are all over, or a settled pick whose game was corrected.
// Settlement and the page read share these reads, so the read settles exactly when settlement would change something.
// No "server-only" import: the sync script and the bench run settlement outside Next.js.
import { slateOf, slateRange } from "@/lib/domain/survivor-slates";
import { Prisma } from "@/lib/generated/prisma/client";
import { FIXTURE_RESULT } from "@/lib/server/results/settlement-targets";
import { unsettledFrom, type Db, type SurvivorPoolRow } from "@/lib/server/pools/survivor-pool-row";

/** The start of the pool's league's first game from `from` on, as a scalar subquery (settlement and the check share it). */
function firstGameSql(pool: SurvivorPoolRow, from: Date): Prisma.Sql {
  return Prisma.sql`(SELECT min("startsAt") FROM "Fixture" WHERE "league" = ${pool.dbLeague}::"League" AND "startsAt" >= ${from})`;
}

export async function firstGameFrom(db: Db, pool: SurvivorPoolRow, from: Date): Promise<Date | null> {
  const [{ first }] = await db.$queryRaw<{ first: Date | null }[]>`SELECT ${firstGameSql(pool, from)} AS first`;
  return first;
}

/** The first unsettled slate with games, when every one of its games is over (a postponed game counts as over). */
export async function nextSettleableSlate(db: Db, pool: SurvivorPoolRow, timeZone: string): Promise<string | null> {
  const first = await firstGameFrom(db, pool, unsettledFrom(pool, timeZone));
  return first ? slateIfOver(db, pool, first, timeZone) : null;
}

/** The slate of the game starting at `first`, when every one of its games is over. */
async function slateIfOver(db: Db, pool: SurvivorPoolRow, first: Date, timeZone: string): Promise<string | null> {
  const slate = slateOf(first, pool.league, timeZone);
  const { start, end } = slateRange(slate, pool.league, timeZone);
  const [{ open }] = await db.$queryRaw<{ open: number }[]>`
    SELECT count(*)::int AS open FROM "Fixture" f
    WHERE f."league" = ${pool.dbLeague}::"League" AND f."startsAt" >= ${start} AND f."startsAt" < ${end}
      AND f."status" <> 'POSTPONED' AND ${FIXTURE_RESULT} IS NULL`;
  return open === 0 ? slate : null;
}

/**
 * The earliest slate with a settled pick whose game now reads another result (a corrected score, a game called off
 * afterwards). Only a game settled more than once can have changed under a settled pick (fixture settlement runs first,
 * in the sync and in the admin's correction alike): the pool's league's corrected games are a handful, read by
 * (league, startsAt) from a day before the first slate's date (before its start in any time zone).
 */
export async function firstCorrectedSlate(db: Db, pool: SurvivorPoolRow): Promise<Date | null> {
  const [{ slate }] = await db.$queryRaw<{ slate: Date | null }[]>`SELECT min(sp."slate") AS slate ${correctedPicks(pool)}`;
  return slate;
}

function correctedPicks(pool: SurvivorPoolRow): Prisma.Sql {
  const from = new Date(Date.parse(`${pool.startSlate}T00:00:00Z`) - 86_400_000);
  return Prisma.sql`
    FROM "Fixture" f JOIN "SurvivorPick" sp ON sp."fixtureId" = f."id" AND sp."poolId" = ${pool.poolId}
    WHERE f."league" = ${pool.dbLeague}::"League" AND f."startsAt" >= ${from}
      AND f."corrections" > 0 AND sp."result" IS NOT NULL AND ${FIXTURE_RESULT} IS NOT NULL AND ${FIXTURE_RESULT} IS DISTINCT FROM sp."result"`;
}

/**
 * True when the sync is late for this pool: a corrected result to re-settle, or a slate over and not yet settled. The
 * page read asks this (a few index reads, no transaction, no lock) and settles only then; auto-picks are the sync's.
 */
export async function survivorSettlementDue(db: Db, pool: SurvivorPoolRow, timeZone: string): Promise<boolean> {
  // One round trip for a correction and the first unsettled game, a second for whether that game's slate is over.
  const [{ corrected, first }] = await db.$queryRaw<{ corrected: boolean; first: Date | null }[]>`
    SELECT EXISTS (SELECT 1 ${correctedPicks(pool)}) AS corrected, ${firstGameSql(pool, unsettledFrom(pool, timeZone))} AS first`;
  if (corrected) return true;
  return !pool.endedAt && first !== null && (await slateIfOver(db, pool, first, timeZone)) !== null;
}
