// One sync run: fetch a feed, upsert its fixtures by (provider, event id), then settle every game that is over.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { FeedAdapter, FeedStatus, FixtureUpdate } from "@/lib/feeds/types";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { FIXTURE_RESULT } from "@/lib/server/results/settlement-targets";
import { mergeFixture, type StoredFixture } from "./merge-fixture";
import { describeTeamRef, loadFeedTeams } from "./load-teams";
import { teamResolver } from "./resolve-teams";
import { insertFixtures, updateFixtures, type ChangedFixture, type NewFixture } from "./write-fixtures";

/** Advisory-lock key of the sync (namespace, key): settlement locks fixtures under its own namespace. */
export const SYNC_LOCK = [7_311, 1] as const;

export type SyncSummary = {
  provider: string;
  /** True when another run held the lock: this one did nothing. */
  skipped: boolean;
  fetched: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Games skipped because a team could not be matched. */
  unknownTeams: number;
  /** The teams that could not be matched, by league and name, once each: what to add to the team aliases. */
  unknownTeamNames: string[];
  settled: { fixtures: number; picks: number; parlays: number; corrected: number };
  durationMs: number;
};

type Options = { now?: Date; log?: (line: string) => void };

/**
 * One run at a time: a guard transaction holds pg_try_advisory_xact_lock for the whole run while the work
 * goes through other connections (settlement needs its own transaction per fixture). A run that finds the
 * lock taken returns at once with skipped: true.
 */
export async function syncFeed(db: PrismaClient, feed: FeedAdapter, { now = new Date(), log = () => {} }: Options = {}): Promise<SyncSummary> {
  const started = Date.now();
  const summary: SyncSummary = {
    provider: feed.provider, skipped: false, fetched: 0, created: 0, updated: 0, unchanged: 0, unknownTeams: 0, unknownTeamNames: [],
    settled: { fixtures: 0, picks: 0, parlays: 0, corrected: 0 }, durationMs: 0,
  };
  await db.$transaction(
    async (guard) => {
      const [{ locked }] = await guard.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(${SYNC_LOCK[0]}::int, ${SYNC_LOCK[1]}::int) AS locked`;
      if (!locked) {
        summary.skipped = true;
        log("Another sync is running: this run stops here.");
        return;
      }
      await run(db, feed, now, summary, log);
    },
    { maxWait: 10_000, timeout: 15 * 60_000 },
  );
  summary.durationMs = Date.now() - started;
  return summary;
}

async function run(db: PrismaClient, feed: FeedAdapter, now: Date, summary: SyncSummary, log: (line: string) => void) {
  const teams = await loadFeedTeams(db);
  const updates = dedupe(await feed.fetchUpdates({ now, teams }));
  summary.fetched = updates.length;
  log(`Fetched ${updates.length} fixture updates from ${feed.provider}.`);

  const stored = await db.fixture.findMany({
    where: { provider: feed.provider, providerEventId: { in: updates.map((u) => u.providerEventId) } },
    select: { id: true, providerEventId: true, status: true, startsAt: true, homeMoneyLine: true, awayMoneyLine: true, homeScore: true, awayScore: true, winnerSide: true },
  });
  const byEvent = new Map(stored.map((row) => [row.providerEventId, row as StoredFixture & { providerEventId: string }]));
  const resolve = teamResolver(teams);
  const fresh: NewFixture[] = [];
  const changed: ChangedFixture[] = [];
  const unknown = new Set<string>();
  for (const update of updates) {
    const existing = byEvent.get(update.providerEventId);
    if (existing) {
      const next = mergeFixture(existing, update);
      if (next) changed.push({ id: existing.id, ...next });
      else summary.unchanged += 1;
      continue;
    }
    const homeTeamId = resolve(update.league, update.home);
    const awayTeamId = resolve(update.league, update.away);
    if (homeTeamId !== null && awayTeamId !== null) {
      fresh.push({ ...update, homeTeamId, awayTeamId });
      continue;
    }
    summary.unknownTeams += 1;
    if (homeTeamId === null) unknown.add(describeTeamRef(update.league, update.home));
    if (awayTeamId === null) unknown.add(describeTeamRef(update.league, update.away));
  }
  summary.unknownTeamNames = [...unknown].sort();
  if (unknown.size) log(`Unknown teams, their games skipped: ${summary.unknownTeamNames.join(", ")}.`);
  summary.created = await insertFixtures(db, fresh);
  summary.updated = await updateFixtures(db, changed);
  log(`Fixtures: ${summary.created} new, ${summary.updated} updated, ${summary.unchanged} unchanged` +
    (summary.unknownTeams ? `, ${summary.unknownTeams} skipped (unknown teams)` : "") + ".");
  await settleOver(db, updates, feed.provider, summary, log);
}

/** Later updates for the same event win: a feed page can list a game twice while it moves between days. */
function dedupe(updates: FixtureUpdate[]): FixtureUpdate[] {
  return [...new Map(updates.map((update) => [update.providerEventId, update])).values()];
}

/** Every game of this provider that is over and not settled as it now reads: one transaction each. */
async function settleOver(db: PrismaClient, updates: FixtureUpdate[], provider: string, summary: SyncSummary, log: (line: string) => void) {
  const finishedAt = new Map(updates.map((u) => [u.providerEventId, u.finishedAt ?? null]));
  const due = await db.$queryRaw<{ id: number; providerEventId: string; status: FeedStatus }[]>`
    SELECT f."id", f."providerEventId", f."status"::text AS status FROM "Fixture" f
    WHERE f."provider" = ${provider} AND f."status" IN ('FINAL', 'CANCELED')
      AND ${FIXTURE_RESULT} IS NOT NULL AND f."settledResult" IS DISTINCT FROM ${FIXTURE_RESULT}
    ORDER BY f."startsAt", f."id"`;
  for (const fixture of due) {
    const at = finishedAt.get(fixture.providerEventId);
    const result = await settleFixture(db, fixture.id, { settledAt: at && at.getTime() < Date.now() ? at : null });
    summary.settled.fixtures += result.fixtures;
    summary.settled.picks += result.picks;
    summary.settled.parlays += result.parlays;
    summary.settled.corrected += result.corrected;
  }
  if (due.length) {
    const { fixtures, picks, parlays, corrected } = summary.settled;
    log(`Settled ${fixtures} fixtures: ${picks} picks, ${parlays} parlays${corrected ? `, ${corrected} corrected results` : ""}.`);
  }
}
