// The Odds API adapter: odds and scores per league (two requests each), joined on the event id, within the credit budget.
import type { DbLeague } from "@/lib/domain/leagues";
import { feedSettings } from "../feed-settings";
import { withRetries, type RetryOptions } from "../retry";
import { fetchJson as defaultFetch, type FeedAdapter, type FeedCallLog, type FetchJson } from "../types";
import { callWithinBudget } from "./budgeted-call";
import { ODDS_CALL_COST, remainingCredits } from "./credit-budget";
import { ODDS_API_PROVIDER, parseOddsApi } from "./parse-odds-api";

export const ODDS_API_SPORT_KEYS: Record<DbLeague, string> = {
  NFL: "americanfootball_nfl",
  NBA: "basketball_nba",
  NHL: "icehockey_nhl",
  MLB: "baseball_mlb",
};

/** /scores costs 2 credits with daysFrom (needed to see finals), 1 without. */
export const SCORES_CALL_COST = 2;

export function oddsApiUrls(league: DbLeague, apiKey: string, { baseUrl = feedSettings().oddsApiBaseUrl, daysFrom = 3 } = {}) {
  const base = `${baseUrl}/${ODDS_API_SPORT_KEYS[league]}`;
  const key = encodeURIComponent(apiKey);
  return {
    odds: `${base}/odds?apiKey=${key}&regions=us&markets=h2h&oddsFormat=american&dateFormat=iso`,
    scores: `${base}/scores?apiKey=${key}&daysFrom=${daysFrom}&dateFormat=iso`,
  };
}

export type OddsApiOptions = {
  apiKey?: string;
  bookmaker?: string;
  monthlyCredits?: number;
  baseUrl?: string;
  fetch?: FetchJson;
  retry?: RetryOptions;
  leagues?: DbLeague[];
};

/**
 * On its own this feed is the source of scores too, so it cannot wait for game time: each run calls while
 * credits remain, and stops when the month's credits (by our log or the quota headers) are spent.
 */
export function oddsApiFeed({
  apiKey = feedSettings().oddsApiKey ?? "",
  bookmaker = feedSettings().oddsApiBookmaker,
  monthlyCredits = feedSettings().oddsApiMonthlyCredits,
  baseUrl = feedSettings().oddsApiBaseUrl,
  fetch = defaultFetch,
  retry,
  leagues = Object.keys(ODDS_API_SPORT_KEYS) as DbLeague[],
}: OddsApiOptions = {}): FeedAdapter {
  const get = withRetries(fetch, retry);
  return {
    provider: ODDS_API_PROVIDER,
    leagues,
    async fetchUpdates({ league, now, callLog }) {
      if (!apiKey) throw new Error("ODDS_API_KEY is not set: The Odds API feed needs a key.");
      const urls = oddsApiUrls(league, apiKey, { baseUrl });
      const call = (url: string, cost: number) => budgeted(callLog, { league, now, url, cost, fetch: get, monthlyCredits });
      const odds = await call(urls.odds, ODDS_CALL_COST);
      const scores = await call(urls.scores, SCORES_CALL_COST);
      return parseOddsApi(odds, scores, league, { bookmaker });
    },
  };
}

async function budgeted(callLog: FeedCallLog | undefined, call: { league: DbLeague; now: Date; url: string; cost: number; fetch: FetchJson; monthlyCredits: number }) {
  if (!callLog) return (await call.fetch(call.url)).body;
  const result = await callWithinBudget({
    ...call,
    callLog,
    plan: (usage) => (remainingCredits(usage, call.monthlyCredits) >= call.cost ? { due: true, reason: "due" } : { due: false, reason: "exhausted" }),
  });
  if (!result.called) throw new Error(`The Odds API credits of this month are spent (${call.monthlyCredits} a month): no call until the month turns.`);
  return result.body;
}
