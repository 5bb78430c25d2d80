// Settles every game of a provider that is over and not settled as it now reads (its result or, for spreads and totals,
// its score): one transaction each.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { FeedStatus, FixtureUpdate } from "@/lib/feeds/types";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { SETTLEMENT_DUE } from "@/lib/server/results/settlement-targets";

export type SettledCounts = { fixtures: number; picks: number; parlays: number; corrected: number };

/** Games whose league failed this run are settled too: what is stored is over whatever the feed says now. */
export async function settleFinished(db: PrismaClient, provider: string, updates: readonly FixtureUpdate[], settled: SettledCounts, log: (line: string) => void) {
  const finishedAt = new Map(updates.map((u) => [u.providerEventId, u.finishedAt ?? null]));
  const due = await db.$queryRaw<{ id: number; providerEventId: string; status: FeedStatus }[]>`
    SELECT f."id", f."providerEventId", f."status"::text AS status FROM "Fixture" f
    WHERE f."provider" = ${provider} AND f."status" IN ('FINAL', 'CANCELED')
      AND ${SETTLEMENT_DUE}
    ORDER BY f."startsAt", f."id"`;
  for (const fixture of due) {
    const at = finishedAt.get(fixture.providerEventId);
    const result = await settleFixture(db, fixture.id, { settledAt: at && at.getTime() < Date.now() ? at : null });
    settled.fixtures += result.fixtures;
    settled.picks += result.picks;
    settled.parlays += result.parlays;
    settled.corrected += result.corrected;
  }
  if (due.length) {
    const { fixtures, picks, parlays, corrected } = settled;
    log(`Settled ${fixtures} fixtures: ${picks} picks, ${parlays} parlays${corrected ? `, ${corrected} corrected results` : ""}.`);
  }
}
