// A member clears a card pick until its game starts: one guarded delete by the database's clock (a trigger behind it).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { isCardPickLocked } from "./card-picks";
import { memberCardPool } from "./card-pool-row";

export async function clearCardPick(caller: Caller, poolId: string, fixtureId: number): Promise<{ cleared: boolean }> {
  requireVerified(caller);
  const pool = await memberCardPool(db, poolId, caller.id);
  let removed: number;
  try {
    removed = await db.$executeRaw`
      DELETE FROM "CardPick" cp USING "Fixture" f
      WHERE cp."poolId" = ${pool.poolId} AND cp."userId" = ${caller.id} AND cp."fixtureId" = ${fixtureId}::int
        AND f."id" = cp."fixtureId" AND f."status" = 'PREGAME' AND f."startsAt" > now()`;
  } catch (error) {
    if (isCardPickLocked(error)) throw new AppError("PICK_CLOSED");
    throw error;
  }
  if (removed > 0) return { cleared: true };
  const held = await db.cardPick.count({ where: { poolId: pool.poolId, userId: caller.id, fixtureId } });
  if (held > 0) throw new AppError("PICK_CLOSED", { message: "This game has started: its pick stands" });
  return { cleared: false };
}
