// A card pool's week table (as settlement ranked it: points, the closer guess, then the pool tables' steps) or its
// season table (each member's worst weeks dropped), both read from the stored week results.
import "server-only";
import type { CardTable } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { seasonTable, type StoredWeek } from "@/lib/domain/card-season";
import { CARD_TIEBREAK_LABELS, CARD_TIEBREAK_STEPS, type CardTiebreakStep } from "@/lib/domain/card-standings";
import { TIEBREAK_RULE, unitsText } from "@/lib/domain/pool-tiebreak";
import { mondayOf } from "@/lib/domain/pool-weeks";
import type { Caller } from "@/lib/server/auth/caller";
import { memberCardPool, type CardPoolRow } from "./card-pool-row";
import { cardWeekRange, weekOfGame } from "./card-week-range";

export const CARD_TIEBREAK_RULE = `Members level on points in a week are separated by the ${CARD_TIEBREAK_LABELS.GUESS} first. ${TIEBREAK_RULE}`;

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
  const [members, weeks] = await Promise.all([
    db.$queryRaw<{ userId: string; username: string | null }[]>`
      SELECT m."userId", u."username" FROM "PoolMember" m JOIN "User" u ON u."id" = m."userId" WHERE m."poolId" = ${pool.poolId}`,
    db.$queryRaw<StoredWeek[]>`
      SELECT "userId", to_char("week", 'YYYY-MM-DD') AS "week", "points"::text AS "points", "wins", "autoPicks", "reachedAt", "final"
      FROM "CardWeekResult"
      WHERE "poolId" = ${pool.poolId} AND "week" >= ${weekOfGame(pool.createdAt)}::date AND (${pool.seasonEnd}::date IS NULL OR "week" <= ${pool.seasonEnd}::date)`,
  ]);
  const names = new Map(members.map((member) => [member.userId, member.username]));
  const placed = seasonTable([...names.keys()], weeks, pool.dropWeeks);
  // The season is over once the week holding its last day has passed and every week it kept is settled.
  const over = pool.seasonEnd !== null && cardWeekRange(undefined).week > mondayOf(pool.seasonEnd) && weeks.every((row) => row.final);
  return {
    table: "season",
    final: over,
    tiebreakRule: CARD_TIEBREAK_RULE,
    rows: placed.map((entry) => ({
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

export async function getCardTable(caller: Caller, poolId: string, table: string): Promise<CardTable> {
  const pool = await memberCardPool(db, poolId, caller.id);
  return table === "season" ? season(pool) : weekTable(pool, table);
}
