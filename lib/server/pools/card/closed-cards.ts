// The members' cards of a week every game of which has started, kept with the week's rows for the grid: nothing on them
// can change any more (a pick locks at its kickoff) and no pick of them is hidden from anyone, so one copy serves every
// reader, and a page of the grid reads 50 rows instead of 800 picks. Each card is written once, for the rows without
// one; automatic picks made afterwards clear the week's cards, to be written again.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { onCardSql } from "./card-lines";
import type { CardPoolRow, Db } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";

/**
 * A pick as the grid's statement hands it over, over card pick cp, as a compact array; the grid works out its outcome
 * and points from its game.
 */
export const GRID_PICK = Prisma.sql`json_build_array(cp."fixtureId", cp."side", cp."point"::float8, cp."price", cp."confidence", cp."auto")`;

/**
 * Each row without a card gets its member's picks of games that have started, one index range of the card picks each
 * (a join would be planned on the week's row counts from before this settlement wrote them).
 */
export async function keepClosedCards(db: Db, pool: CardPoolRow, week: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "CardWeekResult" r SET "cardAt" = now(), "card" = (
      SELECT coalesce(json_agg(${GRID_PICK} ORDER BY cp."fixtureId"), '[]'::json)
      FROM "CardPick" cp JOIN "Fixture" f ON f."id" = cp."fixtureId"
      WHERE cp."poolId" = r."poolId" AND cp."week" = r."week" AND cp."userId" = r."userId" AND ${gameStartedSql()})
    WHERE r."poolId" = ${pool.poolId} AND r."week" = ${week}::date AND r."card" IS NULL`;
}

/** The week's kept cards dropped after picks were added to it (automatic picks at a kickoff). */
export async function forgetClosedCards(db: Db, poolId: string, week: string): Promise<void> {
  await db.$executeRaw`UPDATE "CardWeekResult" SET "card" = NULL, "cardAt" = NULL WHERE "poolId" = ${poolId} AND "week" = ${week}::date AND "card" IS NOT NULL`;
}

/**
 * Of `weeks`, those whose card has closed (it has games, every one started) with a member's card not kept yet: the run
 * at the week's last kickoff writes them, so the run after its last result has only the results to write.
 */
export async function weeksToClose(db: Db, pool: CardPoolRow, weeks: readonly string[]): Promise<string[]> {
  const closing: string[] = [];
  // A week before the pool's season has no table to keep cards for.
  for (const week of weeks.filter((one) => one >= pool.seasonStart)) {
    const range = cardWeekRange(week);
    const [row] = await db.$queryRaw<{ closing: boolean }[]>`
      SELECT count(*) > 0 AND bool_and(${gameStartedSql()})
             AND (NOT EXISTS (SELECT 1 FROM "CardWeekResult" r WHERE r."poolId" = ${pool.poolId} AND r."week" = ${week}::date)
                  OR EXISTS (SELECT 1 FROM "CardWeekResult" r WHERE r."poolId" = ${pool.poolId} AND r."week" = ${week}::date AND r."card" IS NULL)) AS "closing"
      FROM "Fixture" f WHERE ${onCardSql(pool, range)}`;
    if (row.closing) closing.push(week);
  }
  return closing;
}
