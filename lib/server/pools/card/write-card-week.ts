// Writes a card pool's week results, one row per member: points, wins, picks settled, open and automatic, how far the
// guess of the last game's total landed, the closing-line value of the member's own settled picks, the place by the
// card pools' rule (points, the closer guess, then the pool tables' steps), all in SQL; and once every game has started,
// the members' cards for the grid (closed-cards). Tables and grids read these rows, never sums of picks.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import { clvOf } from "@/lib/server/skill/skill-sql";
import { lastGameOf, readCardGames } from "./card-games";
import type { CardPoolRow, Db } from "./card-pool-row";
import { rankedSql } from "./card-rank-sql";
import { cardWeekRange } from "./card-week-range";
import { keepClosedCards } from "./closed-cards";

/**
 * A card pick's closing-line value over card pick cp and its "Fixture" f, as the skill figures count a sitewide pick's:
 * settled and not pushed, with the other side's price kept, and a closing price on its side at its point. An automatic
 * pick took the line at kickoff, not the member's judgement: it counts for nothing here.
 */
function cardPickClv(pool: CardPoolRow): Prisma.Sql {
  const clv = clvOf({ market: pool.market, side: Prisma.sql`cp."side"`, point: Prisma.sql`cp."point"`, price: Prisma.sql`cp."price"` });
  return Prisma.sql`CASE WHEN cp."outcome" IN ('WIN', 'LOOSE') AND NOT cp."auto" AND cp."opposingPrice" IS NOT NULL THEN ${clv} END`;
}

const OVER = new Set(["FINAL", "CANCELED", "POSTPONED"]);

/**
 * The week's rows in one statement: each member's totals from their scored card picks (each pick scored once, then
 * summed per member), the guess's distance from the last game's total, ranked by the card week's rule (card-rank-sql),
 * over what the week held (a member who left took their rows along; a kept card stays). Once every game of the card has
 * started, the members' cards are kept for the grid.
 */
export async function writeCardWeek(db: Db, pool: CardPoolRow, week: string): Promise<void> {
  const range = cardWeekRange(week);
  const games = await readCardGames(db, pool, range);
  // A week without a game has nothing to rank: no rows (the scheduled run reaches the current week every time).
  if (games.length === 0) {
    await db.$executeRaw`DELETE FROM "CardWeekResult" WHERE "poolId" = ${pool.poolId} AND "week" = ${week}::date`;
    return;
  }
  const last = lastGameOf(games);
  const finalTotal = last && last.status === "FINAL" && last.homeScore !== null && last.awayScore !== null ? last.homeScore + last.awayScore : null;
  const gamesOver = games.every((game) => OVER.has(game.status));
  const totals = Prisma.sql`
    WITH picks AS (
      SELECT cp."userId", (sum(cp."units") / 10000.0)::numeric(14, 4) AS "points", count(*) FILTER (WHERE cp."outcome" = 'WIN')::int AS "wins",
             count(cp."outcome")::int AS "settled", count(*) FILTER (WHERE cp."outcome" IS NULL)::int AS "open",
             count(*) FILTER (WHERE cp."auto")::int AS "autoPicks", max(cp."settledAt") FILTER (WHERE cp."outcome" = 'WIN') AS "reachedAt",
             count(c.clv)::int AS "clvPicks", coalesce(sum(c.clv), 0) AS "clvSum"
      -- OFFSET 0 keeps the view's rows whole: each pick's outcome is worked out once, not again for every figure above.
      FROM (SELECT * FROM "CardPickScored" x WHERE x."poolId" = ${pool.poolId} AND x."week" = ${week}::date OFFSET 0) cp
      JOIN "Fixture" f ON f."id" = cp."fixtureId"
      CROSS JOIN LATERAL (SELECT ${cardPickClv(pool)} AS clv) c
      GROUP BY cp."userId"
    )
    SELECT m."userId", coalesce(p."points", 0) AS "points", coalesce(p."wins", 0) AS "wins", coalesce(p."settled", 0) AS "settled",
           coalesce(p."open", 0) AS "open", coalesce(p."autoPicks", 0) AS "autoPicks", p."reachedAt",
           coalesce(p."clvPicks", 0) AS "clvPicks", coalesce(p."clvSum", 0) AS "clvSum",
           abs(g."guess" - ${finalTotal}::int) AS "guessMiss"
    FROM "PoolMember" m
    LEFT JOIN picks p ON p."userId" = m."userId"
    LEFT JOIN "CardTiebreakGuess" g ON g."poolId" = m."poolId" AND g."week" = ${week}::date AND g."userId" = m."userId"
    WHERE m."poolId" = ${pool.poolId}`;
  await db.$executeRaw`
    INSERT INTO "CardWeekResult" ("poolId", "week", "userId", "points", "wins", "settled", "open", "autoPicks", "guessMiss", "reachedAt", "rank", "decidedBy",
                                  "clvPicks", "clvSum", "final")
    SELECT ${pool.poolId}, ${week}::date, r."userId", r."points", r."wins", r."settled", r."open", r."autoPicks", r."guessMiss", r."reachedAt", r."rank",
           r."decidedBy", r."clvPicks", r."clvSum", ${gamesOver} AND bool_and(r."open" = 0) OVER ()
    FROM (${rankedSql(totals, true)}) r
    ON CONFLICT ("poolId", "week", "userId") DO UPDATE SET
      "points" = EXCLUDED."points", "wins" = EXCLUDED."wins", "settled" = EXCLUDED."settled", "open" = EXCLUDED."open",
      "autoPicks" = EXCLUDED."autoPicks", "guessMiss" = EXCLUDED."guessMiss", "reachedAt" = EXCLUDED."reachedAt", "rank" = EXCLUDED."rank",
      "decidedBy" = EXCLUDED."decidedBy", "clvPicks" = EXCLUDED."clvPicks", "clvSum" = EXCLUDED."clvSum", "final" = EXCLUDED."final"`;
  if (games.every((game) => game.started)) await keepClosedCards(db, pool, week);
}
