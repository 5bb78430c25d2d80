// One sync run: each league fetched and written on its own (one failing league leaves the others), finished games settled, busy games' pick counts folded.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import { describeError, type FeedAdapter, type FeedCallLog, type FixtureUpdate } from "@/lib/feeds/types";
import { foldPickCounts } from "@/lib/server/picks/fold-pick-counts";
import { applyUpdates } from "./apply-updates";
import { prismaCallLog } from "./feed-call-log";
import { loadFeedTeams } from "./load-teams";
import { teamResolver } from "./resolve-teams";
import { settleFinished, type SettledCounts } from "./settle-finished";
import { acquireSyncLease, releaseSyncLease, renewSyncLease, type SyncLease } from "./sync-lease";

const ALL_LEAGUES: readonly DbLeague[] = ["NFL", "NBA", "NHL", "MLB"];

/** ok: false when the league's fetch failed (after the adapter's retries): nothing of it was written this run. */
export type LeagueResult = { league: DbLeague; ok: boolean; fetched: number; created: number; updated: number };
/** A provider that failed for a league; with ok still true in `leagues`, only part of it (e.g. odds) was missing. */
export type SyncFailure = { league: DbLeague; provider: string; error: string };

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
  leagues: LeagueResult[];
  failures: SyncFailure[];
  settled: SettledCounts;
  durationMs: number;
};

type Options = { now?: Date; log?: (line: string) => void; callLog?: FeedCallLog };

/**
 * One run at a time: the run claims the sync's row (a claim that expires) and works through short statements and
 * per-fixture transactions, so no connection is held while a provider answers. A run that finds the claim taken
 * returns at once with skipped: true. The claim also keeps credit-budget decisions from racing.
 */
export async function syncFeed(db: PrismaClient, feed: FeedAdapter, { now = new Date(), log = () => {}, callLog = prismaCallLog(db) }: Options = {}): Promise<SyncSummary> {
  const started = Date.now();
  const summary: SyncSummary = {
    provider: feed.provider, skipped: false, fetched: 0, created: 0, updated: 0, unchanged: 0, unknownTeams: 0, unknownTeamNames: [], leagues: [], failures: [],
    settled: { fixtures: 0, picks: 0, parlays: 0, corrected: 0 }, durationMs: 0,
  };
  const lease = await acquireSyncLease(db);
  if (!lease) {
    summary.skipped = true;
    log("Another sync is running: this run stops here.");
  } else {
    try {
      await run(db, feed, now, callLog, summary, log, lease);
    } finally {
      await releaseSyncLease(db, lease);
    }
  }
  summary.durationMs = Date.now() - started;
  return summary;
}

/** Leagues go one after another, so each reads the credit budget as the previous one left it. */
async function run(db: PrismaClient, feed: FeedAdapter, now: Date, callLog: FeedCallLog, summary: SyncSummary, log: (line: string) => void, lease: SyncLease) {
  const teams = await loadFeedTeams(db);
  const resolveTeam = teamResolver(teams);
  const synced: FixtureUpdate[] = [];
  for (const league of feed.leagues ?? ALL_LEAGUES) {
    // A run whose claim expired (it stalled longer than the claim lasts) leaves the rest to the run that took it over.
    if (!(await renewSyncLease(db, lease))) {
      log("This run's claim on the sync expired and another run took it: this run stops here.");
      break;
    }
    const reportFailure = ({ provider, error }: { provider: string; error: string }) => {
      summary.failures.push({ league, provider, error });
      log(`${league}: ${provider} failed: ${error}`);
    };
    try {
      const fetched = await feed.fetchUpdates({ league, now, teams, resolveTeam, callLog, reportFailure });
      const updates = dedupe(fetched.filter((update) => update.league === league));
      const counts = await applyUpdates(db, feed.provider, updates, resolveTeam, now, { revisesFinals: feed.revisesFinals });
      summary.fetched += updates.length;
      summary.created += counts.created;
      summary.updated += counts.updated;
      summary.unchanged += counts.unchanged;
      summary.unknownTeams += counts.unknownTeams;
      summary.unknownTeamNames.push(...counts.unknownTeamNames);
      if (counts.unknownTeamNames.length) log(`${league}: unknown teams, their games skipped: ${counts.unknownTeamNames.join(", ")}.`);
      summary.leagues.push({ league, ok: true, fetched: updates.length, created: counts.created, updated: counts.updated });
      synced.push(...updates);
      log(`${league}: ${updates.length} from ${feed.provider}: ${counts.created} new, ${counts.updated} updated, ${counts.unchanged} unchanged` +
        (counts.unknownTeams ? `, ${counts.unknownTeams} skipped (unknown teams)` : "") + ".");
    } catch (error) {
      summary.leagues.push({ league, ok: false, fetched: 0, created: 0, updated: 0 });
      reportFailure({ provider: feed.provider, error: describeError(error) });
    }
  }
  await settleFinished(db, feed.provider, synced, summary.settled, log);
  const folded = await foldPickCounts(db);
  if (folded) log(`Pick counts: ${folded} games' counter slots folded into one row each.`);
}

/** Later updates for the same event win: a feed page can list a game twice while it moves between days. */
function dedupe(updates: FixtureUpdate[]): FixtureUpdate[] {
  return [...new Map(updates.map((update) => [update.providerEventId, update])).values()];
}
