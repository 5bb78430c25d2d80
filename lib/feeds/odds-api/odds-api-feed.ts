// The Odds API adapter: odds and scores per league (two requests each), joined on the event id, within the credit budget.
import type { DbLeague } from "@/lib/domain/leagues";
import { feedSettings } from "@/lib/settings/feeds";
import { withRetries, type RetryOptions } from "../retry";
import { fetchJson as defaultFetch, type FeedAdapter, type FeedCallLog, type FetchJson } from "../types";
import { callWithinBudget, type PlannedCall } from "./budgeted-call";
import { affordableMarkets, H2H_ONLY, ODDS_MARKETS, oddsCallCost, remainingCredits, type OddsMarket } from "./credit-budget";
import { ODDS_API_PROVIDER, parseOddsApi } from "./parse-odds-api";

export const ODDS_API_SPORT_KEYS: Record<DbLeague, string> = {
  NFL: "americanfootball_nfl",
  NBA: "basketball_nba",
  NHL: "icehockey_nhl",
  MLB: "baseball_mlb",
};

/** /scores costs 2 credits with daysFrom (needed to see finals), 1 without. */
export const SCORES_CALL_COST = 2;

export function oddsApiUrls(
  league: DbLeague,
  apiKey: string,
  { baseUrl = feedSettings().oddsApiBaseUrl, daysFrom = 3, markets = ODDS_MARKETS as readonly OddsMarket[] } = {},
) {
  const base = `${baseUrl}/${ODDS_API_SPORT_KEYS[league]}`;
  const key = encodeURIComponent(apiKey);
  return {
    odds: `${base}/odds?apiKey=${key}&regions=us&markets=${markets.join(",")}&oddsFormat=american&dateFormat=iso`,
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
 * credits remain, and stops when the month's credits (by our log or the quota headers) are spent. The odds call
 * asks for every market while the credits also cover the scores call after it, then for money lines alone.
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
      const oddsCall = (remaining: number): PlannedCall => {
        const markets = affordableMarkets(remaining, SCORES_CALL_COST) ?? H2H_ONLY;
        return { url: oddsApiUrls(league, apiKey, { baseUrl, markets }).odds, cost: oddsCallCost(markets) };
      };
      const scoresCall = (): PlannedCall => ({ url: oddsApiUrls(league, apiKey, { baseUrl }).scores, cost: SCORES_CALL_COST });
      const call = (plan: (remaining: number) => PlannedCall) => budgeted(callLog, { league, now, plan, fetch: get, monthlyCredits });
      const odds = await call(oddsCall);
      const scores = await call(scoresCall);
      return parseOddsApi(odds, scores, league, { bookmaker });
    },
  };
}

async function budgeted(
  callLog: FeedCallLog | undefined,
  { plan, monthlyCredits, ...call }: { league: DbLeague; now: Date; plan: (remaining: number) => PlannedCall; fetch: FetchJson; monthlyCredits: number },
) {
  if (!callLog) return (await call.fetch(plan(monthlyCredits).url)).body;
  const result = await callWithinBudget({
    ...call,
    callLog,
    plan: (usage) => {
      const remaining = remainingCredits(usage, monthlyCredits);
      const planned = plan(remaining);
      return remaining >= planned.cost ? { due: true, call: planned } : { due: false, reason: "exhausted" };
    },
  });
  if (!result.called) throw new Error(`The Odds API credits of this month are spent (${monthlyCredits} a month): no call until the month turns.`);
  return result.body;
}
