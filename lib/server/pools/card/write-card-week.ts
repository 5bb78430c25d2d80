// Writes a card pool's week results, one row per member: points, wins, picks settled, open and automatic, how far the
// guess of the last game's total landed, the closing-line value of the member's own settled picks, and the place by the
// card pools' rule (points, the closer guess, then the pool tables' steps). Tables and grids read these rows, never sums
// of picks.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { CARD_WEEK_RULE, guessMiss, type CardWeekEntry } from "@/lib/domain/card-standings";
import { averageClv, pointsUnits, rankTable } from "@/lib/domain/pool-tiebreak";
import { Prisma } from "@/lib/generated/prisma/client";
import { clvOf } from "@/lib/server/skill/skill-sql";
import { lastGameOf, readCardGames } from "./card-games";
import type { CardPoolRow, Db } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";

type Totals = {
  userId: string;
  points: string;
  wins: number;
  settled: number;
  open: number;
  autoPicks: number;
  reachedAt: Date | null;
  guess: number | null;
  clvPicks: number;
  clvSum: string;
};

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

export async function writeCardWeek(db: Db, pool: CardPoolRow, week: string): Promise<void> {
  const range = cardWeekRange(week);
  const games = await readCardGames(db, pool, range);
  if (games.length === 0) {
    // A week without a game has nothing to rank: no rows (the scheduled run reaches the current week every time).
    await db.$executeRaw`DELETE FROM "CardWeekResult" WHERE "poolId" = ${pool.poolId} AND "week" = ${week}::date`;
    return;
  }
  const last = lastGameOf(games);
  const finalTotal = last && last.status === "FINAL" && last.homeScore !== null && last.awayScore !== null ? last.homeScore + last.awayScore : null;
  const totals = await db.$queryRaw<Totals[]>`
    SELECT m."userId", coalesce(sum(cp."points"), 0)::text AS "points",
           count(*) FILTER (WHERE cp."outcome" = 'WIN')::int AS "wins",
           count(*) FILTER (WHERE cp."outcome" IS NOT NULL)::int AS "settled",
           count(*) FILTER (WHERE cp."id" IS NOT NULL AND cp."outcome" IS NULL)::int AS "open",
           count(*) FILTER (WHERE cp."auto")::int AS "autoPicks",
           max(cp."settledAt") FILTER (WHERE cp."outcome" = 'WIN') AS "reachedAt",
           count(c.clv)::int AS "clvPicks", coalesce(sum(c.clv), 0)::text AS "clvSum",
           (SELECT g."guess" FROM "CardTiebreakGuess" g WHERE g."poolId" = m."poolId" AND g."week" = ${week}::date AND g."userId" = m."userId") AS "guess"
    FROM "PoolMember" m
    LEFT JOIN "CardPick" cp ON cp."poolId" = m."poolId" AND cp."userId" = m."userId" AND cp."week" = ${week}::date
    LEFT JOIN "Fixture" f ON f."id" = cp."fixtureId"
    LEFT JOIN LATERAL (SELECT ${cardPickClv(pool)} AS clv) c ON true
    WHERE m."poolId" = ${pool.poolId}
    GROUP BY m."poolId", m."userId"`;
  const entries: CardWeekEntry[] = totals.map((row) => ({
    userId: row.userId,
    points: pointsUnits(row.points),
    wins: row.wins,
    clv: averageClv(row.clvSum, row.clvPicks),
    reachedAt: row.reachedAt?.getTime() ?? null,
    guessMiss: guessMiss(row.guess, finalTotal),
  }));
  const placed = rankTable(entries, CARD_WEEK_RULE);
  const final = games.length > 0 && games.every((game) => OVER.has(game.status)) && totals.every((row) => row.open === 0);
  const byUser = new Map(totals.map((row) => [row.userId, row]));
  await db.$executeRaw`DELETE FROM "CardWeekResult" WHERE "poolId" = ${pool.poolId} AND "week" = ${week}::date`;
  if (placed.length === 0) return;
  const column = <T>(pick: (entry: (typeof placed)[number], totals: Totals) => T) => placed.map((entry) => pick(entry, byUser.get(entry.userId)!));
  await db.$executeRaw`
    INSERT INTO "CardWeekResult" ("poolId", "week", "userId", "points", "wins", "settled", "open", "autoPicks", "guessMiss", "reachedAt", "rank", "decidedBy",
                                  "clvPicks", "clvSum", "final")
    SELECT ${pool.poolId}, ${week}::date, v.*, ${final}
    FROM unnest(${column((e) => e.userId)}::text[], ${column((_, t) => t.points)}::numeric[], ${column((e) => e.wins)}::int[],
                ${column((_, t) => t.settled)}::int[], ${column((_, t) => t.open)}::int[], ${column((_, t) => t.autoPicks)}::int[],
                ${column((e) => e.guessMiss)}::int[], ${column((_, t) => t.reachedAt)}::timestamptz[], ${column((e) => e.rank)}::int[],
                ${column((e) => e.decidedBy)}::text[], ${column((_, t) => t.clvPicks)}::int[], ${column((_, t) => t.clvSum)}::numeric[]) AS v`;
}
