// A member's card picks of a week as the card calls read them, and how a pick shows; the one lock a member's card
// writes queue behind, so a count of picks or a set of numbers read before a write is still true when it commits.
// No "server-only" import: settlement reads and writes picks outside Next.js.
import type { CardPickView } from "@/lib/contracts/card-pools";
import type { Side } from "@/lib/domain/enum-values";
import type { Prisma } from "@/lib/generated/prisma/client";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { onCardSql } from "./card-lines";
import type { CardPoolRow, Db } from "./card-pool-row";
import type { CardWeekRange } from "./card-week-range";

export type CardPickRow = {
  id: number;
  userId: string;
  fixtureId: number;
  side: Side;
  point: number | null;
  price: number;
  opposingPrice: number | null;
  confidence: number | null;
  auto: boolean;
  outcome: CardPickView["outcome"];
  points: string;
  /** Its game has started by the database's clock: the pick and its number are locked. */
  started: boolean;
};

export async function readMemberPicks(db: Db, poolId: string, userId: string, week: string): Promise<CardPickRow[]> {
  return db.$queryRaw<CardPickRow[]>`
    SELECT cp."id", cp."userId", cp."fixtureId", cp."side"::text AS "side", cp."point"::float8 AS "point", cp."price", cp."opposingPrice",
           cp."confidence", cp."auto", cp."outcome"::text AS "outcome", cp."points"::text AS "points",
           ${gameStartedSql()} AS "started"
    FROM "CardPickScored" cp JOIN "Fixture" f ON f."id" = cp."fixtureId"
    WHERE cp."poolId" = ${poolId} AND cp."userId" = ${userId} AND cp."week" = ${week}::date
    ORDER BY f."startsAt", f."id"`;
}

export function pickView(row: Omit<CardPickRow, "id" | "userId" | "started" | "opposingPrice">): CardPickView {
  return {
    fixtureId: row.fixtureId,
    side: row.side,
    point: row.point,
    price: row.price,
    confidence: row.confidence,
    auto: row.auto,
    outcome: row.outcome,
    points: row.points,
  };
}

/** Serialises one member's writes to one week's card (picks, clears, numbers) until the transaction ends. */
export async function lockMemberWeek(tx: Prisma.TransactionClient, poolId: string, userId: string, week: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`card:${poolId}:${userId}:${week}`}, 0))`;
}

/** The card's game count in the week, for the size of an every-game card. */
export async function countCardGames(db: Db, pool: Pick<CardPoolRow, "leagues">, range: CardWeekRange): Promise<number> {
  const [{ games }] = await db.$queryRaw<{ games: number }[]>`SELECT count(*)::int AS games FROM "Fixture" f WHERE ${onCardSql(pool, range)}`;
  return games;
}

const triggerSaid = (error: unknown, words: RegExp) => error instanceof Error && words.test(`${error.message} ${JSON.stringify((error as { meta?: unknown }).meta ?? "")}`);

/** The trigger's refusal of a change to a started game's pick, however the driver wraps it. */
export const isCardPickLocked = (error: unknown) => triggerSaid(error, /card pick locked/);

/** The trigger's refusal of a pick on a game of another league than the pool's (its leagues changed meanwhile). */
export const isCardPickOffCard = (error: unknown) => triggerSaid(error, /card pick off the card/);

/** The trigger's refusal of a pick beyond a Pick N card's N, whatever the server counted before. */
export const isCardPickBeyondCount = (error: unknown) => triggerSaid(error, /card pick beyond the card/);
