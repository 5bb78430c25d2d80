// Folds the pick counter slots of games picked on many connections back into one row each (docs/adr-pick-rush.md).
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * Games per statement: each statement holds its games' slot rows until it commits, and pickers on those games wait
 * for it, so it stays small (2,000 games of 32 slots each took 1.5 s in one statement on a busy 2-CPU machine).
 */
export const FOLD_BATCH = 50;
const MAX_BATCHES = 20;

/** Returns how many games were folded; a game picked meanwhile simply starts a new slot and waits for the next run. */
export async function foldPickCounts(db: PrismaClient): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const [{ folded }] = await db.$queryRaw<{ folded: number }[]>`SELECT "fixture_pick_counts_fold"(${FOLD_BATCH}::int) AS folded`;
    total += folded;
    if (folded < FOLD_BATCH) break;
  }
  return total;
}
