// The combined live feed: ESPN's schedule, statuses and scores, with The Odds API's lines where ESPN has none.
import type { DbLeague } from "@/lib/domain/leagues";
import { espnFeed } from "./espn/espn-feed";
import { ESPN_PROVIDER } from "./espn/parse-scoreboard";
import { feedSettings } from "@/lib/settings/feeds";
import { joinOdds, needsLines, needsMoneyLine } from "./join-odds";
import { callWithinBudget } from "./odds-api/budgeted-call";
import { oddsCallCost, planOddsMarkets } from "./odds-api/credit-budget";
import { oddsApiUrls } from "./odds-api/odds-api-feed";
import { ODDS_API_PROVIDER, parseOddsApi } from "./odds-api/parse-odds-api";
import { withRetries, type RetryOptions } from "./retry";
import { describeError, fetchJson as defaultFetch, type FeedAdapter, type FeedContext, type FetchJson, type FixtureUpdate } from "./types";

const ALL: DbLeague[] = ["NFL", "NBA", "NHL", "MLB"];

export type LiveFeedOptions = {
  /** Without a key the feed is ESPN alone. */
  oddsApiKey?: string;
  bookmaker?: string;
  monthlyCredits?: number;
  espnBaseUrl?: string;
  oddsApiBaseUrl?: string;
  fetch?: FetchJson;
  retry?: RetryOptions;
  leagues?: DbLeague[];
};

/**
 * Fixtures keep ESPN's event ids (provider "espn"), so switching between espn and live never duplicates a game.
 * Only the odds endpoint is called: scores come from ESPN and cost no credits. A failing Odds API is reported
 * and the league still syncs from ESPN, keeping the lines it had.
 */
export function liveFeed(options: LiveFeedOptions = {}): FeedAdapter {
  const settings = feedSettings();
  const {
    oddsApiKey = settings.oddsApiKey, bookmaker = settings.oddsApiBookmaker, monthlyCredits = settings.oddsApiMonthlyCredits,
    espnBaseUrl = settings.espnBaseUrl, oddsApiBaseUrl = settings.oddsApiBaseUrl, fetch = defaultFetch, retry, leagues = ALL,
  } = options;
  const schedule = espnFeed({ fetch, retry, leagues, baseUrl: espnBaseUrl });
  const get = withRetries(fetch, retry);

  async function withOddsApiLines(events: FixtureUpdate[], { league, now, callLog, resolveTeam }: FeedContext): Promise<FixtureUpdate[]> {
    const waiting = events.filter((event) => needsLines(event) && event.startsAt > now);
    if (!oddsApiKey || waiting.length === 0) return events;
    if (!callLog || !resolveTeam) throw new Error("The live feed needs the sync's call log and team resolver to use The Odds API.");
    const nextGameAt = new Date(Math.min(...waiting.map((event) => event.startsAt.getTime())));
    const result = await callWithinBudget({
      league, now, callLog, fetch: get,
      plan: (usage) => {
        const plan = planOddsMarkets({ now, nextGameAt, usage, budget: { monthlyCredits, leagues: leagues.length } });
        if (!plan.due) return { due: false, reason: plan.reason };
        // Credits short enough for money lines alone buy nothing when every waiting game has one: skip the call.
        if (plan.markets.length === 1 && !waiting.some(needsMoneyLine)) return { due: false, reason: "ahead-of-pace" };
        const url = oddsApiUrls(league, oddsApiKey, { baseUrl: oddsApiBaseUrl, markets: plan.markets }).odds;
        return { due: true, call: { url, cost: oddsCallCost(plan.markets) } };
      },
    });
    return result.called ? joinOdds(events, parseOddsApi(result.body, [], league, { bookmaker }), resolveTeam) : events;
  }

  return {
    provider: ESPN_PROVIDER,
    leagues,
    async fetchUpdates(context) {
      const events = await schedule.fetchUpdates(context);
      try {
        return await withOddsApiLines(events, context);
      } catch (error) {
        context.reportFailure?.({ provider: ODDS_API_PROVIDER, error: describeError(error) });
        return events;
      }
    },
  };
}
