// The ESPN adapter: one scoreboard request per league, for a window of days around today.
import dayjs from "dayjs";
import type { DbLeague } from "@/lib/domain/leagues";
import { feedSettings } from "@/lib/settings/feeds";
import { withRetries, type RetryOptions } from "../retry";
import { fetchJson as defaultFetch, type FeedAdapter, type FetchJson } from "../types";
import { ESPN_PROVIDER, parseEspnScoreboard } from "./parse-scoreboard";

const PATHS: Record<DbLeague, string> = {
  NFL: "football/nfl",
  NBA: "basketball/nba",
  NHL: "hockey/nhl",
  MLB: "baseball/mlb",
};

export function espnScoreboardUrl(league: DbLeague, from: Date, to: Date, baseUrl = feedSettings().espnBaseUrl): string {
  const day = (date: Date) => dayjs(date).format("YYYYMMDD");
  return `${baseUrl}/${PATHS[league]}/scoreboard?dates=${day(from)}-${day(to)}&limit=500`;
}

export function espnFeed({
  fetch = defaultFetch,
  leagues = Object.keys(PATHS) as DbLeague[],
  daysBack = 2,
  daysAhead = 7,
  baseUrl = feedSettings().espnBaseUrl,
  retry,
}: {
  fetch?: FetchJson;
  leagues?: DbLeague[];
  daysBack?: number;
  daysAhead?: number;
  baseUrl?: string;
  retry?: RetryOptions;
} = {}): FeedAdapter {
  const get = withRetries(fetch, retry);
  return {
    provider: ESPN_PROVIDER,
    leagues,
    async fetchUpdates({ league, now }) {
      const from = dayjs(now).subtract(daysBack, "day").toDate();
      const to = dayjs(now).add(daysAhead, "day").toDate();
      const response = await get(espnScoreboardUrl(league, from, to, baseUrl));
      return parseEspnScoreboard(response.body, league);
    },
  };
}
