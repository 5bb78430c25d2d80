// The line a card pick takes: the card's line, frozen for every member when the week's card opens, or the market's
// current line (each member's own at the moment of picking), straight up or against the spread.
// No "server-only" import: settlement's automatic picks read the same lines outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import type { CardPoolRow, Db } from "./card-pool-row";
import type { CardWeekRange } from "./card-week-range";

/**
 * The three columns of a game's line over a fixture f and its frozen line cl (LEFT JOINed on the pool): the home
 * side's point (NULL straight up) and both sides' prices; all NULL when there is no line. Fixed SQL, never input.
 */
export function lineColumns(pool: Pick<CardPoolRow, "lines" | "market">): Prisma.Sql {
  if (pool.lines === "CARD") return Prisma.raw(`cl."homePoint" AS "homePoint", cl."homePrice" AS "homePrice", cl."awayPrice" AS "awayPrice"`);
  if (pool.market === "SPREAD") {
    return Prisma.raw(`CASE WHEN f."homeSpreadPrice" IS NOT NULL AND f."awaySpreadPrice" IS NOT NULL THEN f."homeSpread" END AS "homePoint",
      CASE WHEN f."homeSpread" IS NOT NULL THEN f."homeSpreadPrice" END AS "homePrice",
      CASE WHEN f."homeSpread" IS NOT NULL THEN f."awaySpreadPrice" END AS "awayPrice"`);
  }
  return Prisma.raw(`NULL::numeric AS "homePoint", CASE WHEN f."awayMoneyLine" IS NOT NULL THEN f."homeMoneyLine" END AS "homePrice",
    CASE WHEN f."homeMoneyLine" IS NOT NULL THEN f."awayMoneyLine" END AS "awayPrice"`);
}

/** The games of the pool's leagues in the week, over fixture f: the card's games. */
export function onCardSql(pool: Pick<CardPoolRow, "leagues">, range: CardWeekRange): Prisma.Sql {
  return Prisma.sql`f."league" = ANY(${pool.leagues}::"League"[]) AND f."startsAt" >= ${range.start} AND f."startsAt" < ${range.end}`;
}

/**
 * Freezes the card's line of every game of the week not yet started that has a line and none frozen: the first time the
 * week's card opens (read, picked, or the scheduled run reaches it), then for any game the feed adds to it later. A
 * frozen line never changes.
 */
export async function freezeCardLines(db: Db, pool: CardPoolRow, range: CardWeekRange): Promise<void> {
  if (pool.lines !== "CARD") return;
  const current = lineColumns({ lines: "MEMBER", market: pool.market });
  await db.$executeRaw`
    INSERT INTO "CardLine" ("poolId", "fixtureId", "week", "homePoint", "homePrice", "awayPrice")
    SELECT ${pool.poolId}, l."id", ${range.week}::date, l."homePoint", l."homePrice", l."awayPrice"
    FROM (SELECT f."id", ${current} FROM "Fixture" f
          WHERE ${onCardSql(pool, range)} AND f."status" = 'PREGAME' AND f."startsAt" > now()) l
    WHERE l."homePrice" IS NOT NULL AND l."awayPrice" IS NOT NULL
    ON CONFLICT DO NOTHING`;
}
