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

/** Advisory-lock key of the sync (namespace, key): settlement locks fixtures under its own namespace. */
export const SYNC_LOCK = [7_311, 1] as const;

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
 * One run at a time: a guard transaction holds pg_try_advisory_xact_lock for the whole run while the work
 * goes through other connections (settlement needs its own transaction per fixture). A run that finds the
 * lock taken returns at once with skipped: true. The lock also keeps credit-budget decisions from racing.
 */
export async function syncFeed(db: PrismaClient, feed: FeedAdapter, { now = new Date(), log = () => {}, callLog = prismaCallLog(db) }: Options = {}): Promise<SyncSummary> {
  const started = Date.now();
  const summary: SyncSummary = {
    provider: feed.provider, skipped: false, fetched: 0, created: 0, updated: 0, unchanged: 0, unknownTeams: 0, unknownTeamNames: [], leagues: [], failures: [],
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
      await run(db, feed, now, callLog, summary, log);
    },
    { maxWait: 10_000, timeout: 15 * 60_000 },
  );
  summary.durationMs = Date.now() - started;
  return summary;
}

/** Leagues go one after another, so each reads the credit budget as the previous one left it. */
async function run(db: PrismaClient, feed: FeedAdapter, now: Date, callLog: FeedCallLog, summary: SyncSummary, log: (line: string) => void) {
  const teams = await loadFeedTeams(db);
  const resolveTeam = teamResolver(teams);
  const synced: FixtureUpdate[] = [];
  for (const league of feed.leagues ?? ALL_LEAGUES) {
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
