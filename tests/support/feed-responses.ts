// Test doubles for feeds: recorded payloads as fetch answers, and an in-memory call log for the credit budget.
import fs from "node:fs";
import path from "node:path";
import type { DbLeague } from "@/lib/domain/leagues";
import type { FeedCall, FeedCallLog, FeedResponse } from "@/lib/feeds/types";

export const recorded = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(__dirname, "../fixtures/feeds", name), "utf8"));

export const jsonResponse = (body: unknown, headers: Record<string, string> = {}): FeedResponse => ({ status: 200, headers: new Headers(headers), body });

/** The same queries as the PostgreSQL log, over an array. */
export function memoryCallLog(calls: FeedCall[] = []): FeedCallLog & { calls: FeedCall[] } {
  return {
    calls,
    async usage(provider: string, league: DbLeague, since: Date) {
      const month = calls.filter((c) => c.provider === provider && c.calledAt >= since);
      const reported = month.filter((c) => c.remaining !== null).at(-1);
      const ours = calls.filter((c) => c.provider === provider && c.league === league).at(-1);
      return { used: month.reduce((sum, c) => sum + c.cost, 0), remaining: reported?.remaining ?? null, lastCalledAt: ours?.calledAt ?? null };
    },
    async record(call) {
      calls.push(call);
    },
  };
}

type Json = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);

/**
 * The recorded MLB scoreboard with some events changed the way ESPN's real payloads vary: the odds block
 * dropped (ESPN often lists a game before it has a line) and, optionally, the status of another game.
 */
export function mlbScoreboard({ withoutOdds = [] as string[], scheduled = [] as string[] } = {}): unknown {
  const payload = clone(recorded("espn-mlb-scoreboard.json")) as { events: Json[] };
  const scheduledStatus = (payload.events.find((e) => e.id === "401696202")!.competitions as Json[])[0].status;
  for (const event of payload.events) {
    const competition = (event.competitions as Json[])[0];
    if (withoutOdds.includes(String(event.id))) delete competition.odds;
    if (scheduled.includes(String(event.id))) {
      competition.status = clone(scheduledStatus);
      event.status = clone(scheduledStatus);
      for (const competitor of competition.competitors as Json[]) {
        competitor.score = "0";
        delete competitor.winner;
      }
    }
  }
  return payload;
}

/** One Odds API /odds event in the recorded payload's shape, re-dated and re-teamed for another game. */
export function oddsListing({ id, sportKey, commence, home, away, homePrice, awayPrice }: {
  id: string; sportKey: string; commence: string; home: string; away: string; homePrice: number; awayPrice: number;
}): Json {
  const listing = clone((recorded("odds-api-nba-odds.json") as Json[])[0]);
  const book = clone((listing.bookmakers as Json[])[0]);
  (book.markets as Json[])[0].outcomes = [{ name: home, price: homePrice }, { name: away, price: awayPrice }];
  return { ...listing, id, sport_key: sportKey, commence_time: commence, home_team: home, away_team: away, bookmakers: [book] };
}
