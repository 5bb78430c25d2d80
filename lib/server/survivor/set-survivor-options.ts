// A member's own survivor option: whether their survivor picks also count as money-line picks on the global board.
import "server-only";
import type { z } from "zod";
import type { survivorOptionsSchema } from "@/lib/contracts/survivor";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { memberSurvivorPool } from "./get-survivor";

export async function setSurvivorOptions(caller: Caller, poolId: string, options: { countOnBoard: boolean }): Promise<z.infer<typeof survivorOptionsSchema>> {
  requireVerified(caller);
  await memberSurvivorPool(caller, poolId);
  const entry = await db.survivorEntry.update({
    where: { poolId_userId: { poolId, userId: caller.id } },
    data: { countOnBoard: options.countOnBoard },
    select: { countOnBoard: true },
  });
  return entry;
}
