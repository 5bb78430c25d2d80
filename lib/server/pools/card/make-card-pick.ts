// A member's pick of a game on the week's card, made or changed until the game starts: checked against the card's rules
// (the game on the card, a free slot on a Pick N card, a free confidence number), then one guarded statement by the
// database's clock, the member's card writes queued behind one lock and a trigger behind it. Changing the side of a held
// pick needs none of the card's checks: one guarded statement.
import "server-only";
import type { CardPickView } from "@/lib/contracts/card-pools";
import type { CardPickBody } from "./card-pick-body";
import { db } from "@/lib/db";
import { automaticNumbers, confidenceProblems } from "@/lib/domain/card-confidence";
import { cardSize } from "@/lib/domain/card-pool-settings";
import { AppError } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { gameStartedSql } from "@/lib/server/fixtures/game-started-sql";
import { isUniqueViolation } from "@/lib/server/picks/create-pick";
import { freezeCardLines, lineColumns } from "./card-lines";
import { countCardGames, isCardPickBeyondCount, isCardPickLocked, isCardPickOffCard, lockMemberWeek, pickView, readMemberPicks, type CardPickRow } from "./card-picks";
import { memberCardPool, type CardPoolRow } from "./card-pool-row";
import { cardWeekRange, weekOfGame, type CardWeekRange } from "./card-week-range";
import { confidenceError } from "./confidence-error";

type Tx = Prisma.TransactionClient;
type Written = Omit<CardPickRow, "id" | "userId" | "started" | "opposingPrice"> & { week: string };

/** The game, when it is one of the pool's leagues: its week decides which card it is on. */
async function cardGameWeek(pool: CardPoolRow, fixtureId: number): Promise<CardWeekRange> {
  const game = await db.fixture.findUnique({ where: { id: fixtureId }, select: { league: true, startsAt: true } });
  if (!game || !pool.leagues.includes(game.league)) throw new AppError("NOT_ON_CARD");
  return cardWeekRange(weekOfGame(game.startsAt));
}

/** The number a confidence pick takes: the one asked for, the one it holds, or the lowest free one; checked against the rest. */
async function numberFor(tx: Tx, pool: CardPoolRow, range: CardWeekRange, mine: CardPickRow[], fixtureId: number, asked: number | undefined): Promise<number | null> {
  if (pool.scoring !== "CONFIDENCE") {
    if (asked !== undefined) throw new AppError("VALIDATION_ERROR", { message: "This pool does not score by confidence: leave the number out" });
    return null;
  }
  const size = cardSize(pool.picking, pool.pickCount, await countCardGames(tx, pool, range));
  const others = mine.filter((pick) => pick.fixtureId !== fixtureId);
  const held = mine.find((pick) => pick.fixtureId === fixtureId)?.confidence ?? undefined;
  const number = asked ?? held ?? automaticNumbers([fixtureId], new Set(others.map((pick) => pick.confidence ?? 0)), size).get(fixtureId);
  if (number === undefined) throw new AppError("CONFIDENCE_INVALID", { message: "Every confidence number of your card is taken: clear a pick first" });
  const numbers = (rows: { fixtureId: number; confidence: number | null }[]) => new Map(rows.filter((row) => row.confidence !== null).map((row) => [row.fixtureId, row.confidence!]));
  const problems = confidenceProblems(numbers([...others, { fixtureId, confidence: number }]), numbers(mine), new Set(), size).filter(
    (problem) => ("gameId" in problem ? problem.gameId === fixtureId : problem.gameIds.includes(fixtureId)),
  );
  if (problems.length > 0) throw confidenceError(problems);
  return number;
}

/** Games f with the pool's line l on each (the card's frozen line cl, or the market's). */
const gameLine = (pool: CardPoolRow) => Prisma.sql`
  "Fixture" f
  LEFT JOIN "CardLine" cl ON cl."poolId" = ${pool.poolId} AND cl."fixtureId" = f."id"
  CROSS JOIN LATERAL (SELECT ${lineColumns(pool)}) l`;

/** The side's point, price and the other side's price t, over line l. */
const takenLine = (side: CardPickBody["side"]) => Prisma.sql`
  CROSS JOIN LATERAL (SELECT CASE WHEN ${side} = 'HOME' THEN l."homePoint" ELSE -l."homePoint" END AS "point",
                             CASE WHEN ${side} = 'HOME' THEN l."homePrice" ELSE l."awayPrice" END AS "price",
                             CASE WHEN ${side} = 'HOME' THEN l."awayPrice" ELSE l."homePrice" END AS "opposingPrice") t`;

/**
 * The game is open for a pick by the database's clock, with a line in the pool's market, and (on the member's own lines)
 * at the price they saw when they sent one.
 */
const openForPick = (body: CardPickBody) => Prisma.sql`
  NOT ${gameStartedSql()} AND l."homePrice" IS NOT NULL AND l."awayPrice" IS NOT NULL
  AND (${body.price ?? null}::int IS NULL OR ${body.price ?? null}::int = t."price")`;

/** The pick as written: only a game not yet started takes one, so it has no outcome and no points yet. */
const RETURNED = Prisma.sql`to_char(cp."week", 'YYYY-MM-DD') AS "week", cp."fixtureId", cp."side"::text AS "side", cp."point"::float8 AS "point", cp."price",
  cp."confidence", cp."auto", NULL::text AS "outcome", 0::numeric(10, 4)::text AS "points"`;

/** Insert or change in one statement: only a game of the pool's leagues in the week, open for a pick. */
async function upsertPick(tx: Tx, pool: CardPoolRow, userId: string, range: CardWeekRange, body: CardPickBody, confidence: number | null): Promise<Written | null> {
  const rows = await tx.$queryRaw<Written[]>`
    INSERT INTO "CardPick" AS cp ("poolId", "userId", "week", "fixtureId", "side", "point", "price", "opposingPrice", "confidence", "updatedAt")
    SELECT ${pool.poolId}, ${userId}, ${range.week}::date, f."id", ${body.side}::"Side", t."point", t."price", t."opposingPrice", ${confidence}::int, now()
    FROM ${gameLine(pool)} ${takenLine(body.side)}
    WHERE f."id" = ${body.fixtureId}::int AND f."league" = ANY(${pool.leagues}::"League"[])
      AND f."startsAt" >= ${range.start} AND f."startsAt" < ${range.end} AND ${openForPick(body)}
    ON CONFLICT ("poolId", "userId", "fixtureId") DO UPDATE
      SET "side" = EXCLUDED."side", "point" = EXCLUDED."point", "price" = EXCLUDED."price", "opposingPrice" = EXCLUDED."opposingPrice",
          "confidence" = EXCLUDED."confidence", "auto" = false, "updatedAt" = now()
    RETURNING ${RETURNED}`;
  return rows[0] ?? null;
}

/**
 * The most common write, a member changing the side of a pick they hold and keeping its number, is one guarded UPDATE
 * outside the card's lock: it changes neither how many picks the card holds nor its numbers. Null when there is no
 * such pick to change now (none held, a number asked for, the game started, no line, a moved price): the full path
 * then decides, and says why.
 */
async function changeHeldPick(pool: CardPoolRow, userId: string, body: CardPickBody): Promise<Written | null> {
  if (body.confidence !== undefined) return null;
  const rows = await db.$queryRaw<Written[]>`
    UPDATE "CardPick" cp SET "side" = ${body.side}::"Side", "point" = t."point", "price" = t."price", "opposingPrice" = t."opposingPrice", "auto" = false, "updatedAt" = now()
    FROM ${gameLine(pool)} ${takenLine(body.side)}
    WHERE cp."poolId" = ${pool.poolId} AND cp."userId" = ${userId} AND cp."fixtureId" = ${body.fixtureId}::int
      AND f."id" = ${body.fixtureId}::int AND ${openForPick(body)}
    RETURNING ${RETURNED}`;
  return rows[0] ?? null;
}

const cardFull = (pool: CardPoolRow) => new AppError("CARD_FULL", { message: `Your card already holds ${pool.pickCount} picks: clear one before choosing another game` });

/** Why nothing was written, read with the same clock. */
async function refusal(tx: Tx, pool: CardPoolRow, body: CardPickBody): Promise<AppError> {
  const [row] = await tx.$queryRaw<{ started: boolean; homePrice: number | null; awayPrice: number | null }[]>`
    SELECT ${gameStartedSql()} AS "started", l."homePrice", l."awayPrice"
    FROM ${gameLine(pool)}
    WHERE f."id" = ${body.fixtureId}::int`;
  if (row.started) return new AppError("PICK_CLOSED");
  if (row.homePrice === null || row.awayPrice === null) {
    return new AppError("NO_ODDS", { message: pool.market === "SPREAD" ? "There is no spread for this game yet" : "There is no money line for this game yet" });
  }
  return new AppError("ODDS_CHANGED");
}

/** A new pick, a new number or anything the quick change left: checked against the card under the member's card lock. */
async function pickOnCard(pool: CardPoolRow, userId: string, body: CardPickBody): Promise<Written> {
  const range = await cardGameWeek(pool, body.fixtureId);
  await freezeCardLines(db, pool, range);
  return db.$transaction(async (tx) => {
    await lockMemberWeek(tx, pool.poolId, userId, range.week);
    const mine = await readMemberPicks(tx, pool.poolId, userId, range.week);
    const held = mine.find((pick) => pick.fixtureId === body.fixtureId);
    if (held?.started) throw new AppError("PICK_CLOSED");
    if (!held && pool.picking === "PICK_N" && mine.length >= (pool.pickCount ?? 0)) throw cardFull(pool);
    const confidence = await numberFor(tx, pool, range, mine, body.fixtureId, body.confidence);
    const written = await upsertPick(tx, pool, userId, range, body, confidence);
    if (!written) throw await refusal(tx, pool, body);
    return written;
  });
}

export async function makeCardPick(caller: Caller, poolId: string, body: CardPickBody): Promise<CardPickView & { week: string }> {
  requireVerified(caller);
  const pool = await memberCardPool(db, poolId, caller.id);
  try {
    const written = (await changeHeldPick(pool, caller.id, body)) ?? (await pickOnCard(pool, caller.id, body));
    return { ...pickView(written), week: written.week };
  } catch (error) {
    if (isCardPickLocked(error)) throw new AppError("PICK_CLOSED");
    if (isCardPickOffCard(error)) throw new AppError("NOT_ON_CARD");
    if (isCardPickBeyondCount(error)) throw cardFull(pool);
    if (isUniqueViolation(error)) throw new AppError("CONFIDENCE_INVALID");
    throw error;
  }
}
