// The Odds API adapter: odds and scores per league (two requests each), joined on the event id.
import { env } from "@/lib/env";
import type { DbLeague } from "@/lib/domain/leagues";
import { fetchJson as defaultFetch, type FeedAdapter, type FetchJson } from "../types";
import { ODDS_API_PROVIDER, parseOddsApi } from "./parse-odds-api";

export const ODDS_API_SPORT_KEYS: Record<DbLeague, string> = {
  NFL: "americanfootball_nfl",
  NBA: "basketball_nba",
  NHL: "icehockey_nhl",
  MLB: "baseball_mlb",
};

export const ODDS_API_BASE_URL = "https://api.the-odds-api.com/v4/sports";

export function oddsApiUrls(league: DbLeague, apiKey: string, daysFrom = 3) {
  const base = `${ODDS_API_BASE_URL}/${ODDS_API_SPORT_KEYS[league]}`;
  const key = encodeURIComponent(apiKey);
  return {
    odds: `${base}/odds?apiKey=${key}&regions=us&markets=h2h&oddsFormat=american&dateFormat=iso`,
    scores: `${base}/scores?apiKey=${key}&daysFrom=${daysFrom}&dateFormat=iso`,
  };
}

export function oddsApiFeed({
  apiKey = env().ODDS_API_KEY ?? "",
  bookmaker = env().ODDS_API_BOOKMAKER,
  fetch = defaultFetch,
  leagues = Object.keys(ODDS_API_SPORT_KEYS) as DbLeague[],
}: { apiKey?: string; bookmaker?: string; fetch?: FetchJson; leagues?: DbLeague[] } = {}): FeedAdapter {
  return {
    provider: ODDS_API_PROVIDER,
    async fetchUpdates() {
      if (!apiKey) throw new Error("ODDS_API_KEY is not set: The Odds API feed needs a key.");
      const pages = await Promise.all(
        leagues.map(async (league) => {
          const urls = oddsApiUrls(league, apiKey);
          const [odds, scores] = await Promise.all([fetch(urls.odds), fetch(urls.scores)]);
          return parseOddsApi(odds, scores, league, { bookmaker });
        }),
      );
      return pages.flat();
    },
  };
}
