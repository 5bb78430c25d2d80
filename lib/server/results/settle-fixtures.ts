// Settles fixtures that are over: set-based SQL in one transaction, idempotent, and reversible for corrected results.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { appTimeZone } from "@/lib/settings";
import { markFixturesSettled, settleParlays } from "./apply-settlement";
import { reverseCorrectedTargets } from "./reverse-settlement";
import { settlePicks } from "./settle-picks";
import { collectTargets } from "./settlement-targets";

export type SettleItem = number | { id: number; settledAt?: Date | null };

export type SettlementSummary = {
  /** Fixtures settled (or re-settled after a correction) by this run. */
  fixtures: number;
  corrected: number;
  picks: number;
  parlays: number;
  /** Settled picks and parlays whose points a correction took back. */
  reversed: number;
};

const EMPTY: SettlementSummary = { fixtures: 0, corrected: 0, picks: 0, parlays: 0, reversed: 0 };

function isRetryable(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? error);
  return /deadlock detected|could not serialize/i.test(text);
}

/**
 * Settles every given fixture that is FINAL or CANCELED and not yet settled as it now reads, in ONE
 * transaction. A fixture another run is settling right now is skipped (its lock is taken), and a second
 * run finds nothing left to do, so running it twice, or twice at once, changes nothing the second time.
 * `settledAt` (default: now) decides the local day the points count for.
 */
export async function settleFixtures(
  db: PrismaClient,
  items: readonly SettleItem[],
  { timeZone = appTimeZone(), batch }: { timeZone?: string; batch?: number } = {},
): Promise<SettlementSummary> {
  const normalized = items.map((item) => (typeof item === "number" ? { id: item } : item));
  if (normalized.length === 0) return EMPTY;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.$transaction(
        async (tx) => {
          // A batch aggregates 50,000 picks per statement: keep those hashes and sorts in memory, not in temp files.
          await tx.$executeRaw`SET LOCAL work_mem = '64MB'`;
          // Commit without waiting for the WAL flush (a big game writes ~100 MB of WAL). Safe here because
          // settlement is re-driven: a crash within the flush window can only lose a whole settlement, never
          // part of one, and the next sync settles every game whose settledResult does not match its result.
          await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
          const targets = await collectTargets(tx, normalized, timeZone);
          if (targets.length === 0) return EMPTY;
          const corrected = targets.filter((target) => target.prev !== null).length;
          const reversed = corrected > 0 ? await reverseCorrectedTargets(tx, timeZone) : 0;
          const picks = await settlePicks(tx, batch);
          // No pick changed: no parlay leg settled (most games of a real feed).
          const parlays = picks > 0 ? await settleParlays(tx, timeZone) : 0;
          await markFixturesSettled(tx);
          return { fixtures: targets.length, corrected, picks, parlays, reversed };
        },
        // A championship final settles a million picks in one transaction: give it minutes on a busy machine.
        { maxWait: 10_000, timeout: 600_000 },
      );
    } catch (error) {
      // Two settlements sharing users can deadlock on their rows; PostgreSQL aborts one, which simply runs again.
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}

/** One fixture, one transaction: what the sync calls for each game that turned FINAL or CANCELED. */
export function settleFixture(db: PrismaClient, fixtureId: number, options: { settledAt?: Date | null; timeZone?: string; batch?: number } = {}) {
  return settleFixtures(db, [{ id: fixtureId, settledAt: options.settledAt }], options);
}
