// A card pool's season ending, told once to its members: when the week holding the season's last day has passed and
// every week of it is settled (cardSeasonOver), every member gets a notification naming the champions (the first place
// of the stored season table, when anybody scored), each champion's saying they won; the push job sends the
// champions' own as a "you won" push. The pool keeps the last day of the season it told, under the pool row's lock,
// so a second run, a concurrent one, or the owner starting the next season right after tells nobody twice.
// No "server-only" import: the scheduled sync runs it from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { readCardPool, type CardPoolRow, type Db } from "./card-pool-row";
import { cardSeasonOver } from "./card-season-table";
import { cardWeekRange } from "./card-week-range";

export type CardChampion = { userId: string; username: string | null; points: string };

/** The season table's first place as settlement stored it, once anybody scored. */
export function seasonChampions(tx: Db, poolId: string): Promise<CardChampion[]> {
  return tx.$queryRaw<CardChampion[]>`
    SELECT s."userId", u."username", s."points"::text AS "points"
    FROM "CardSeasonStanding" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."poolId" = ${poolId} AND s."rank" = 1 AND s."points" > 0
    ORDER BY s."userId" COLLATE "C"`;
}

/**
 * Tells the members of a pool whose season is over (the caller found it so: cardSeasonOver), unless its end was told
 * already; true when it told them. The caller holds the pool's CardPool row lock (SELECT ... FOR UPDATE) in `tx`.
 */
export async function tellCardChampions(tx: Db, pool: CardPoolRow): Promise<boolean> {
  if (pool.seasonEnd === null) return false;
  const [row] = await tx.$queryRaw<{ told: boolean }[]>`
    SELECT "championsTold" IS NOT DISTINCT FROM ${pool.seasonEnd}::date AS "told" FROM "CardPool" WHERE "poolId" = ${pool.poolId}`;
  if (!row || row.told) return false;
  const champions = await seasonChampions(tx, pool.poolId);
  const ids = champions.map((champion) => champion.userId);
  const names = champions.map((champion) => champion.username ?? "Picker");
  await tx.$executeRaw`
    INSERT INTO "Notification" ("userId", "type", "details")
    SELECT pm."userId", 'CARD_SEASON_ENDED', jsonb_build_object(
      'poolId', p."id", 'poolName', p."name", 'seasonStart', ${pool.seasonStart}::text, 'seasonEnd', ${pool.seasonEnd}::text,
      'won', pm."userId" = ANY(${ids}::text[]), 'champions', ${JSON.stringify(names)}::jsonb)
    FROM "PoolMember" pm JOIN "Pool" p ON p."id" = pm."poolId" WHERE pm."poolId" = ${pool.poolId}`;
  await tx.$executeRaw`UPDATE "CardPool" SET "championsTold" = ${pool.seasonEnd}::date WHERE "poolId" = ${pool.poolId}`;
  return true;
}

/**
 * The scheduled run's step after card settlement: every pool whose season's last week has passed and whose end has
 * not been told (cardSeasonOver then says whether every week of it is settled). Returns the pools told.
 */
export async function tellCardSeasonEnds(db: PrismaClient, now = new Date()): Promise<number> {
  const thisWeek = cardWeekRange(undefined, now).week;
  const due = await db.$queryRaw<{ poolId: string }[]>`
    SELECT "poolId" FROM "CardPool"
    WHERE "seasonEnd" < ${thisWeek}::date AND "championsTold" IS DISTINCT FROM "seasonEnd"
    ORDER BY "poolId"`;
  let told = 0;
  for (const { poolId } of due) {
    const done = await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM "CardPool" WHERE "poolId" = ${poolId} FOR UPDATE`;
      const pool = await readCardPool(tx, poolId);
      return pool && (await cardSeasonOver(tx, pool, now)) ? tellCardChampions(tx, pool) : false;
    });
    if (done) told++;
  }
  return told;
}
