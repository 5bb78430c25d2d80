// A card pool's week table (a page at a time) or its season table, as a member reads it; or a finished season's table
// as it was kept when the next season started.
import "server-only";
import type { CardTable } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { CARD_TIEBREAK_RULE, CARD_TIEBREAK_STEPS, type CardTiebreakStep } from "@/lib/domain/card-standings";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { memberCardPool, type CardPoolRow } from "./card-pool-row";
import { readSeasonTable, readWeekTable } from "./read-card-table";

const asStep = (value: string | null): CardTiebreakStep | null => (CARD_TIEBREAK_STEPS as readonly string[]).includes(value ?? "") ? (value as CardTiebreakStep) : null;

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
    next: null,
    rows: rows.map((row) => ({ ...row, guessMiss: null, clv: null, decidedBy: asStep(row.decidedBy) })),
  };
}

/** `after` pages a week's table or the current season's; `season` names a finished season by its first Monday. */
export async function getCardTable(caller: Caller, poolId: string, table: string, options: { after?: string; season?: string } = {}): Promise<CardTable> {
  const pool = await memberCardPool(db, poolId, caller.id);
  if (table !== "season") return readWeekTable(db, pool, caller.id, table, options.after);
  return options.season ? pastSeason(pool, options.season) : readSeasonTable(db, pool, caller.id, options.after);
}
