// A card pool's week table (as settlement ranked it: points, the closer guess, then the pool tables' steps), a page at a
// time in rank order with the caller's own row, or its season table (each member's worst weeks dropped) the same way,
// both read from the rows settlement stored.
// No "server-only" import: the card grid bench runs this exact code outside Next.js, on its own client.
import type { CardTable } from "@/lib/contracts/card-pools";
import { Prisma } from "@/lib/generated/prisma/client";
import { CARD_TIEBREAK_RULE, CARD_TIEBREAK_STEPS, type CardTiebreakStep } from "@/lib/domain/card-standings";
import { averageClv } from "@/lib/domain/pool-tiebreak";
import { PREPARED } from "@/lib/db-prepared";
import { CARD_PAGE_SIZE, nextCursor, pageMembers, parseCursor } from "./card-page-cursor";
import type { CardPoolRow, Db } from "./card-pool-row";
import { cardSeasonOver } from "./card-season-table";

const asStep = (value: string | null): CardTiebreakStep | null => (CARD_TIEBREAK_STEPS as readonly string[]).includes(value ?? "") ? (value as CardTiebreakStep) : null;

type StoredRow = { rank: number; userId: string; username: string | null; points: string; wins: number; autoPicks: number; decidedBy: string | null; clvPicks: number; clvSum: string; onPage: boolean };

/** A stored table's page as the call answers it: the page's rows in order, the caller's after them when beyond it. */
function pageOfRows<T extends StoredRow>(rows: readonly T[], callerId: string, rest: (row: T) => { guessMiss: number | null; droppedWeeks: string[] }): Pick<CardTable, "next" | "rows"> {
  const places = rows.filter((row) => row.onPage);
  const byMember = new Map(rows.map((row) => [row.userId, row]));
  return {
    next: nextCursor(places),
    rows: pageMembers(places, callerId).flatMap((userId) => byMember.get(userId) ?? []).map((row) => ({
      rank: row.rank,
      userId: row.userId,
      username: row.username,
      points: row.points,
      wins: row.wins,
      autoPicks: row.autoPicks,
      clv: averageClv(row.clvSum, row.clvPicks),
      decidedBy: asStep(row.decidedBy),
      ...rest(row),
    })),
  };
}

type WeekRow = StoredRow & { guessMiss: number | null; final: boolean };

export async function readWeekTable(db: Db, pool: CardPoolRow, callerId: string, week: string, after?: string): Promise<CardTable> {
  const from = after ? parseCursor(after) : { rank: 0, userId: "" };
  const page = Prisma.sql`
    SELECT r."userId", r."rank" FROM "CardWeekResult" r
    WHERE r."poolId" = ${pool.poolId} AND r."week" = ${week}::date AND (r."rank", r."userId") > (${from.rank ?? 0}::int, ${from.userId})
    ORDER BY r."rank", r."userId" LIMIT ${CARD_PAGE_SIZE + 1}`;
  // The page's rows (and the row after it) and the caller's, in one statement, each saying whether it is on the page.
  const rows = await db.$queryRaw<WeekRow[]>`${PREPARED}
    WITH page AS (${page})
    SELECT r."rank", r."userId", u."username", r."points"::text AS "points", r."wins", r."autoPicks", r."guessMiss", r."decidedBy", r."final",
           r."clvPicks", r."clvSum"::text AS "clvSum", EXISTS (SELECT 1 FROM page WHERE page."userId" = r."userId") AS "onPage"
    FROM "CardWeekResult" r JOIN "User" u ON u."id" = r."userId"
    WHERE r."poolId" = ${pool.poolId} AND r."week" = ${week}::date AND r."userId" IN (SELECT "userId" FROM page UNION ALL SELECT ${callerId})
    ORDER BY r."rank", r."userId"`;
  return {
    table: week,
    final: rows.length > 0 && rows[0].final,
    tiebreakRule: CARD_TIEBREAK_RULE,
    ...pageOfRows(rows, callerId, (row) => ({ guessMiss: row.guessMiss, droppedWeeks: [] })),
  };
}

type SeasonRow = StoredRow & { droppedWeeks: string[] };

/** The season table as settlement stored it, a page at a time in rank order with the caller's own row. */
export async function readSeasonTable(db: Db, pool: CardPoolRow, callerId: string, after?: string, now = new Date()): Promise<CardTable> {
  const from = after ? parseCursor(after) : { rank: 0, userId: "" };
  const columns = Prisma.sql`s."rank", s."userId", u."username", s."points"::text AS "points", s."wins", s."autoPicks", s."decidedBy", s."clvPicks",
    s."clvSum"::text AS "clvSum", ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(s."droppedWeeks") AS d) AS "droppedWeeks"`;
  // The page (and the row after it) straight from the (pool, rank, member) index, and the caller's row by its key.
  const [rows, over] = await Promise.all([
    db.$queryRaw<SeasonRow[]>`${PREPARED}
      (SELECT ${columns}, true AS "onPage" FROM "CardSeasonStanding" s JOIN "User" u ON u."id" = s."userId"
       WHERE s."poolId" = ${pool.poolId} AND (s."rank", s."userId") > (${from.rank ?? 0}::int, ${from.userId})
       ORDER BY s."rank", s."userId" LIMIT ${CARD_PAGE_SIZE + 1})
      UNION ALL
      (SELECT ${columns}, false AS "onPage" FROM "CardSeasonStanding" s JOIN "User" u ON u."id" = s."userId"
       WHERE s."poolId" = ${pool.poolId} AND s."userId" = ${callerId})`,
    cardSeasonOver(db, pool, now),
  ]);
  return {
    table: "season",
    final: over,
    tiebreakRule: CARD_TIEBREAK_RULE,
    ...pageOfRows(rows, callerId, (row) => ({ guessMiss: null, droppedWeeks: row.droppedWeeks })),
  };
}
