// A card pool's week table (as settlement ranked it: points, the closer guess, then the pool tables' steps) or its
// season table (each member's worst weeks dropped), both read from the stored week results; or a finished season's
// table as it was kept when the next season started.
import "server-only";
import type { CardTable } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { CARD_TIEBREAK_RULE, CARD_TIEBREAK_STEPS, type CardTiebreakStep } from "@/lib/domain/card-standings";
import { unitsText } from "@/lib/domain/pool-tiebreak";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { memberCardPool, type CardPoolRow } from "./card-pool-row";
import { readCardSeason } from "./card-season-table";

const asStep = (value: string | null): CardTiebreakStep | null => (CARD_TIEBREAK_STEPS as readonly string[]).includes(value ?? "") ? (value as CardTiebreakStep) : null;

async function weekTable(pool: CardPoolRow, week: string): Promise<CardTable> {
  const rows = await db.$queryRaw<{ rank: number; userId: string; username: string | null; points: string; wins: number; autoPicks: number; guessMiss: number | null; decidedBy: string | null; final: boolean }[]>`
    SELECT r."rank", r."userId", u."username", r."points"::text AS "points", r."wins", r."autoPicks", r."guessMiss", r."decidedBy", r."final"
    FROM "CardWeekResult" r JOIN "User" u ON u."id" = r."userId"
    WHERE r."poolId" = ${pool.poolId} AND r."week" = ${week}::date
    ORDER BY r."rank", r."userId"`;
  return {
    table: week,
    final: rows.length > 0 && rows[0].final,
    tiebreakRule: CARD_TIEBREAK_RULE,
    rows: rows.map((row) => ({
      rank: row.rank,
      userId: row.userId,
      username: row.username,
      points: row.points,
      wins: row.wins,
      autoPicks: row.autoPicks,
      guessMiss: row.guessMiss,
      decidedBy: asStep(row.decidedBy),
      droppedWeeks: [],
    })),
  };
}

async function season(pool: CardPoolRow): Promise<CardTable> {
  const { over, names, rows } = await readCardSeason(db, pool);
  return {
    table: "season",
    final: over,
    tiebreakRule: CARD_TIEBREAK_RULE,
    rows: rows.map((entry) => ({
      rank: entry.rank,
      userId: entry.userId,
      username: names.get(entry.userId) ?? null,
      points: unitsText(entry.points),
      wins: entry.wins,
      autoPicks: entry.autoPicks,
      guessMiss: null,
      decidedBy: entry.decidedBy,
      droppedWeeks: entry.droppedWeeks,
    })),
  };
}

/** A finished season's table as it stood when the owner started the next one. */
async function pastSeason(pool: CardPoolRow, start: string): Promise<CardTable> {
  const rows = await db.$queryRaw<{ rank: number; userId: string; username: string | null; points: string; wins: number; autoPicks: number; decidedBy: string | null; droppedWeeks: string[] }[]>`
    SELECT s."rank", s."userId", u."username", s."points"::text AS "points", s."wins", s."autoPicks", s."decidedBy",
           ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(s."droppedWeeks") AS d ORDER BY d) AS "droppedWeeks"
    FROM "CardSeasonRow" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."poolId" = ${pool.poolId} AND s."start" = ${start}::date
    ORDER BY s."rank", s."userId"`;
  if (rows.length === 0 && !(await db.cardSeason.findUnique({ where: { poolId_start: { poolId: pool.poolId, start: new Date(`${start}T00:00:00Z`) } } }))) {
    throw new AppError("NOT_FOUND", { message: "This pool has no finished season starting that week" });
  }
  return {
    table: "season",
    final: true,
    tiebreakRule: CARD_TIEBREAK_RULE,
    rows: rows.map((row) => ({ ...row, guessMiss: null, decidedBy: asStep(row.decidedBy) })),
  };
}

export async function getCardTable(caller: Caller, poolId: string, table: string, pastSeasonStart?: string): Promise<CardTable> {
  const pool = await memberCardPool(db, poolId, caller.id);
  if (table !== "season") return weekTable(pool, table);
  return pastSeasonStart ? pastSeason(pool, pastSeasonStart) : season(pool);
}
