// A new member's row, in a survivor pool their lives (only before the pool's first game starts), in a card pool their
// row of the season table.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { appTimeZone } from "@/lib/settings";
import { changingCardMembers } from "./card/write-card-season";
import { readSurvivorPool, survivorStarted } from "./survivor-pool-row";

export const SURVIVOR_STARTED = "This survivor pool has started: new members can join only before its first game";

/** Inside the join's transaction, after the pool's row is locked. */
export async function joinSurvivor(tx: Prisma.TransactionClient, poolId: string, userId: string): Promise<void> {
  const survivor = await readSurvivorPool(tx, poolId);
  // A member who joined late would have skipped slates the others had to survive.
  if (survivor && (await survivorStarted(tx, survivor, appTimeZone()))) throw new AppError("CONFLICT", { message: SURVIVOR_STARTED });
  await changingCardMembers(tx, poolId, () => tx.poolMember.create({ data: { poolId, userId } }));
  if (survivor) await tx.survivorEntry.create({ data: { poolId, userId, lives: survivor.lives } });
}
