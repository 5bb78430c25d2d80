// Writes a card pool's week results, one row per member: points, wins, picks settled, open and automatic, how far the
// guess of the last game's total landed, the closing-line value of the member's own settled picks, and the place by the
// card pools' rule (points, the closer guess, then the pool tables' steps), all in SQL. Tables and grids read these
// rows, never sums of picks.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import { clvOf } from "@/lib/server/skill/skill-sql";
import { lastGameOf, readCardGames } from "./card-games";
import type { CardPoolRow, Db } from "./card-pool-row";
import { rankedSql } from "./card-rank-sql";
import { cardWeekRange } from "./card-week-range";

/**
 * A card pick's closing-line value over card pick cp and its "Fixture" f, as the skill figures count a sitewide pick's:
 * settled and not pushed, with the other side's price kept, and a closing price on its side at its point. An automatic
 * pick took the line at kickoff, not the member's judgement: it counts for nothing here.
 */
function cardPickClv(pool: CardPoolRow): Prisma.Sql {
  const clv = clvOf({ market: Prisma.sql`${pool.market}`, side: Prisma.sql`cp."side"`, point: Prisma.sql`cp."point"`, price: Prisma.sql`cp."price"` });
  return Prisma.sql`CASE WHEN cp."outcome" IN ('WIN', 'LOOSE') AND NOT cp."auto" AND cp."opposingPrice" IS NOT NULL THEN ${clv} END`;
}

const OVER = new Set(["FINAL", "CANCELED", "POSTPONED"]);

/**
 * The week's rows in one statement: each member's totals from their card picks, the guess's distance from the last
 * game's total, ranked by the card week's rule (card-rank-sql), replacing what the week held.
 */
export async function writeCardWeek(db: Db, pool: CardPoolRow, week: string): Promise<void> {
  const range = cardWeekRange(week);
  const games = await readCardGames(db, pool, range);
  await db.$executeRaw`DELETE FROM "CardWeekResult" WHERE "poolId" = ${pool.poolId} AND "week" = ${week}::date`;
  // A week without a game has nothing to rank: no rows (the scheduled run reaches the current week every time).
  if (games.length === 0) return;
  const last = lastGameOf(games);
  const finalTotal = last && last.status === "FINAL" && last.homeScore !== null && last.awayScore !== null ? last.homeScore + last.awayScore : null;
  const gamesOver = games.every((game) => OVER.has(game.status));
  const totals = Prisma.sql`
    SELECT m."userId", coalesce(sum(cp."points"), 0) AS "points",
           count(*) FILTER (WHERE cp."outcome" = 'WIN')::int AS "wins",
           count(*) FILTER (WHERE cp."outcome" IS NOT NULL)::int AS "settled",
           count(*) FILTER (WHERE cp."id" IS NOT NULL AND cp."outcome" IS NULL)::int AS "open",
           count(*) FILTER (WHERE cp."auto")::int AS "autoPicks",
           max(cp."settledAt") FILTER (WHERE cp."outcome" = 'WIN') AS "reachedAt",
           count(c.clv)::int AS "clvPicks", coalesce(sum(c.clv), 0) AS "clvSum",
           CASE WHEN count(c.clv) > 0 THEN round(sum(c.clv) / count(c.clv), 8) END AS "clv",
           abs((SELECT g."guess" FROM "CardTiebreakGuess" g WHERE g."poolId" = m."poolId" AND g."week" = ${week}::date AND g."userId" = m."userId") - ${finalTotal}::int) AS "guessMiss"
    FROM "PoolMember" m
    LEFT JOIN "CardPick" cp ON cp."poolId" = m."poolId" AND cp."userId" = m."userId" AND cp."week" = ${week}::date
    LEFT JOIN "Fixture" f ON f."id" = cp."fixtureId"
    LEFT JOIN LATERAL (SELECT ${cardPickClv(pool)} AS clv) c ON true
    WHERE m."poolId" = ${pool.poolId}
    GROUP BY m."poolId", m."userId"`;
  await db.$executeRaw`
    INSERT INTO "CardWeekResult" ("poolId", "week", "userId", "points", "wins", "settled", "open", "autoPicks", "guessMiss", "reachedAt", "rank", "decidedBy",
                                  "clvPicks", "clvSum", "final")
    SELECT ${pool.poolId}, ${week}::date, r."userId", r."points", r."wins", r."settled", r."open", r."autoPicks", r."guessMiss", r."reachedAt", r."rank",
           r."decidedBy", r."clvPicks", r."clvSum", ${gamesOver} AND bool_and(r."open" = 0) OVER ()
    FROM (${rankedSql(totals, true)}) r`;
}
