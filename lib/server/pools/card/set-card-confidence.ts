// A member orders the confidence numbers of their week card: every number distinct, from 1 to the card's size, and a
// started game's number where it was. The numbers change in one transaction behind the member's card lock; a started
// game's row is never written, and the trigger refuses it if it were.
import "server-only";
import type { z } from "zod";
import type { cardConfidenceBody, CardPickView } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { confidenceProblems } from "@/lib/domain/card-confidence";
import { cardSize } from "@/lib/domain/card-pool-settings";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { isUniqueViolation } from "@/lib/server/picks/create-pick";
import { countCardGames, isCardPickLocked, lockMemberWeek, pickView, readMemberPicks } from "./card-picks";
import { memberCardPool } from "./card-pool-row";
import { cardWeekRange } from "./card-week-range";
import { confidenceError } from "./confidence-error";

type Body = z.output<typeof cardConfidenceBody>;

export const NOT_CONFIDENCE = "This pool does not score by confidence";

export async function setCardConfidence(caller: Caller, poolId: string, body: Body): Promise<{ week: string; picks: CardPickView[] }> {
  requireVerified(caller);
  const pool = await memberCardPool(db, poolId, caller.id);
  if (pool.scoring !== "CONFIDENCE") throw new AppError("VALIDATION_ERROR", { message: NOT_CONFIDENCE });
  const range = cardWeekRange(body.week);
  try {
    const picks = await db.$transaction(async (tx) => {
      await lockMemberWeek(tx, pool.poolId, caller.id, range.week);
      const mine = await readMemberPicks(tx, pool.poolId, caller.id, range.week);
      const unknown = body.order.filter((entry) => !mine.some((pick) => pick.fixtureId === entry.fixtureId));
      if (unknown.length > 0) {
        throw new AppError("VALIDATION_ERROR", { issues: unknown.map((entry) => ({ path: "order", message: `You have no pick on game ${entry.fixtureId} this week` })) });
      }
      const previous = new Map(mine.filter((pick) => pick.confidence !== null).map((pick) => [pick.fixtureId, pick.confidence!]));
      const next = new Map(previous);
      for (const entry of body.order) next.set(entry.fixtureId, entry.confidence);
      const locked = new Set(mine.filter((pick) => pick.started).map((pick) => pick.fixtureId));
      const size = cardSize(pool.picking, pool.pickCount, await countCardGames(tx, pool, range));
      const problems = confidenceProblems(next, previous, locked, size);
      if (problems.length > 0) throw confidenceError(problems);
      const moved = mine.filter((pick) => next.get(pick.fixtureId) !== pick.confidence);
      if (moved.length > 0) {
        const ids = moved.map((pick) => pick.id);
        const numbers = moved.map((pick) => next.get(pick.fixtureId)!);
        // Off first, then on: a swap of two numbers never holds one number twice in the unique index between rows.
        await tx.$executeRaw`UPDATE "CardPick" SET "confidence" = NULL WHERE "id" = ANY(${ids}::int[])`;
        await tx.$executeRaw`
          UPDATE "CardPick" cp SET "confidence" = v.number, "updatedAt" = now()
          FROM unnest(${ids}::int[], ${numbers}::int[]) AS v(id, number) WHERE cp."id" = v.id`;
      }
      return readMemberPicks(tx, pool.poolId, caller.id, range.week);
    });
    return { week: range.week, picks: picks.map(pickView) };
  } catch (error) {
    if (isCardPickLocked(error)) throw new AppError("CONFIDENCE_LOCKED");
    if (isUniqueViolation(error)) throw new AppError("CONFIDENCE_INVALID");
    throw error;
  }
}
