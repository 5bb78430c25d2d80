// One NFL game (Kansas City at home to Buffalo) as the ESPN feed sends it, an hour from the test file's start, synced at
// a chosen minute around its kick-off: for the tests of what a sync writes before, at and after the start.
import { db } from "@/lib/db";
import type { FeedAdapter, FixtureUpdate } from "@/lib/feeds/types";
import { syncFeed } from "@/lib/server/sync/sync-feed";

const MINUTE = 60_000;

export function syncedGame(providerEventId: string, defaults: Partial<FixtureUpdate> = {}) {
  const startsAt = new Date(Date.now() + 60 * MINUTE);
  return {
    startsAt,
    /** The moment `minutesFromStart` minutes after the kick-off (before it when negative). */
    at: (minutesFromStart: number) => new Date(startsAt.getTime() + minutesFromStart * MINUTE),
    /** The feed's update of the game: pregame at -150/130 with no score, unless `over` says otherwise. */
    game: (over: Partial<FixtureUpdate> = {}): FixtureUpdate => ({
      provider: "espn", providerEventId, league: "NFL", startsAt, status: "PREGAME",
      home: { abbreviation: "KC" }, away: { abbreviation: "BUF" }, homeMoneyLine: -150, awayMoneyLine: 130,
      homeScore: null, awayScore: null, winnerSide: null, ...defaults, ...over,
    }),
    /** A sync at `now` of a feed that sends this one update. */
    sync: (update: FixtureUpdate, now: Date) => {
      const feed: FeedAdapter = { provider: "espn", leagues: ["NFL"], fetchUpdates: async () => [update] };
      return syncFeed(db, feed, { now });
    },
  };
}
