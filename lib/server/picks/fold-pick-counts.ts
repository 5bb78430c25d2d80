// Folds the pick counter slots of games picked on many connections back into one row each (docs/adr-pick-rush.md).
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** Games folded per call: one statement, so it stays short enough that pickers on those games barely wait for it. */
export const FOLD_BATCH = 500;

/** Returns how many games were folded; a game picked meanwhile simply starts a new slot. */
export async function foldPickCounts(db: PrismaClient, maxFixtures = FOLD_BATCH): Promise<number> {
  const [{ folded }] = await db.$queryRaw<{ folded: number }[]>`SELECT "fixture_pick_counts_fold"(${maxFixtures}::int) AS folded`;
  return folded;
}
