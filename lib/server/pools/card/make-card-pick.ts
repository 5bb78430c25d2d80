// A member's pick of a game on the week's card, made or changed until the game starts: checked against the card's rules
// (the game on the card, a free slot on a Pick N card, a free confidence number), then one guarded statement by the
// database's clock, the member's card writes queued behind one lock and a trigger behind it.
import "server-only";
import type { CardPickBody } from "./card-pick-body";
import { db } from "@/lib/db";
import { automaticNumbers, confidenceProblems } from "@/lib/domain/card-confidence";
import { cardSize } from "@/lib/domain/card-pool-settings";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { isUniqueViolation } from "@/lib/server/picks/create-pick";
import { freezeCardLines, lineColumns } from "./card-lines";
import { countCardGames, isCardPickBeyondCount, isCardPickLocked, isCardPickOffCard, lockMemberWeek, pickView, readMemberPicks, type CardPickRow } from "./card-picks";
import { memberCardPool, type CardPoolRow } from "./card-pool-row";
import { cardWeekRange, weekOfGame, type CardWeekRange } from "./card-week-range";
import { confidenceError } from "./confidence-error";

type Tx = Prisma.TransactionClient;
type Written = Omit<CardPickRow, "id" | "userId" | "started" | "opposingPrice">;

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

/**
 * Insert or change in one statement: only a game of the pool's leagues in the week, not started by the database's
 * clock, with a line in the pool's market (and, on the member's own lines, the price they saw when they sent one).
 */
async function upsertPick(tx: Tx, pool: CardPoolRow, userId: string, range: CardWeekRange, body: CardPickBody, confidence: number | null): Promise<Written | null> {
  const price = body.price ?? null;
  const rows = await tx.$queryRaw<Written[]>`
    INSERT INTO "CardPick" ("poolId", "userId", "week", "fixtureId", "side", "point", "price", "opposingPrice", "confidence", "updatedAt")
    SELECT ${pool.poolId}, ${userId}, ${range.week}::date, f."id", ${body.side}::"Side",
           CASE WHEN ${body.side} = 'HOME' THEN l."homePoint" ELSE -l."homePoint" END,
           CASE WHEN ${body.side} = 'HOME' THEN l."homePrice" ELSE l."awayPrice" END,
           CASE WHEN ${body.side} = 'HOME' THEN l."awayPrice" ELSE l."homePrice" END,
           ${confidence}::int, now()
    FROM "Fixture" f
    LEFT JOIN "CardLine" cl ON cl."poolId" = ${pool.poolId} AND cl."fixtureId" = f."id"
    CROSS JOIN LATERAL (SELECT ${lineColumns(pool)}) l
    WHERE f."id" = ${body.fixtureId}::int AND f."league" = ANY(${pool.leagues}::"League"[])
      AND f."startsAt" >= ${range.start} AND f."startsAt" < ${range.end}
      AND f."status" = 'PREGAME' AND f."startsAt" > now() AND l."homePrice" IS NOT NULL AND l."awayPrice" IS NOT NULL
      AND (${price}::int IS NULL OR ${price}::int = CASE WHEN ${body.side} = 'HOME' THEN l."homePrice" ELSE l."awayPrice" END)
    ON CONFLICT ("poolId", "userId", "fixtureId") DO UPDATE
      SET "side" = EXCLUDED."side", "point" = EXCLUDED."point", "price" = EXCLUDED."price", "opposingPrice" = EXCLUDED."opposingPrice",
          "confidence" = EXCLUDED."confidence", "auto" = false, "updatedAt" = now()
    RETURNING "fixtureId", "side"::text AS "side", "point"::float8 AS "point", "price", "confidence", "auto", "outcome"::text AS "outcome", "points"::text AS "points"`;
  return rows[0] ?? null;
}

const cardFull = (pool: CardPoolRow) => new AppError("CARD_FULL", { message: `Your card already holds ${pool.pickCount} picks: clear one before choosing another game` });

/** Why nothing was written, read with the same clock. */
async function refusal(tx: Tx, pool: CardPoolRow, body: CardPickBody): Promise<AppError> {
  const [row] = await tx.$queryRaw<{ started: boolean; homePrice: number | null; awayPrice: number | null }[]>`
    SELECT (f."startsAt" <= now() OR f."status" <> 'PREGAME') AS "started", l."homePrice", l."awayPrice"
    FROM "Fixture" f
    LEFT JOIN "CardLine" cl ON cl."poolId" = ${pool.poolId} AND cl."fixtureId" = f."id"
    CROSS JOIN LATERAL (SELECT ${lineColumns(pool)}) l
    WHERE f."id" = ${body.fixtureId}::int`;
  if (row.started) return new AppError("PICK_CLOSED");
  if (row.homePrice === null || row.awayPrice === null) {
    return new AppError("NO_ODDS", { message: pool.market === "SPREAD" ? "There is no spread for this game yet" : "There is no money line for this game yet" });
  }
  return new AppError("ODDS_CHANGED");
}

export async function makeCardPick(caller: Caller, poolId: string, body: CardPickBody): Promise<Written & { week: string }> {
  requireVerified(caller);
  const pool = await memberCardPool(db, poolId, caller.id);
  const range = await cardGameWeek(pool, body.fixtureId);
  await freezeCardLines(db, pool, range);
  try {
    return await db.$transaction(async (tx) => {
      await lockMemberWeek(tx, pool.poolId, caller.id, range.week);
      const mine = await readMemberPicks(tx, pool.poolId, caller.id, range.week);
      const held = mine.find((pick) => pick.fixtureId === body.fixtureId);
      if (held?.started) throw new AppError("PICK_CLOSED");
      if (!held && pool.picking === "PICK_N" && mine.length >= (pool.pickCount ?? 0)) throw cardFull(pool);
      const confidence = await numberFor(tx, pool, range, mine, body.fixtureId, body.confidence);
      const written = await upsertPick(tx, pool, caller.id, range, body, confidence);
      if (!written) throw await refusal(tx, pool, body);
      return { ...pickView(written), week: range.week };
    });
  } catch (error) {
    if (isCardPickLocked(error)) throw new AppError("PICK_CLOSED");
    if (isCardPickOffCard(error)) throw new AppError("NOT_ON_CARD");
    if (isCardPickBeyondCount(error)) throw cardFull(pool);
    if (isUniqueViolation(error)) throw new AppError("CONFIDENCE_INVALID");
    throw error;
  }
}
