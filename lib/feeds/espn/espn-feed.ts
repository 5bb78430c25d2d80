// The ESPN adapter: one scoreboard request per league, for each day of a window around today.
import dayjs from "dayjs";
import type { DbLeague } from "@/lib/domain/leagues";
import { fetchJson as defaultFetch, type FeedAdapter, type FetchJson } from "../types";
import { ESPN_PROVIDER, parseEspnScoreboard } from "./parse-scoreboard";

const PATHS: Record<DbLeague, string> = {
  NFL: "football/nfl",
  NBA: "basketball/nba",
  NHL: "hockey/nhl",
  MLB: "baseball/mlb",
};

export const ESPN_BASE_URL = "https://site.api.espn.com/apis/site/v2/sports";

export function espnScoreboardUrl(league: DbLeague, from: Date, to: Date): string {
  const day = (date: Date) => dayjs(date).format("YYYYMMDD");
  return `${ESPN_BASE_URL}/${PATHS[league]}/scoreboard?dates=${day(from)}-${day(to)}&limit=500`;
}

export function espnFeed({ fetch = defaultFetch, leagues = Object.keys(PATHS) as DbLeague[], daysBack = 2, daysAhead = 7 }: {
  fetch?: FetchJson;
  leagues?: DbLeague[];
  daysBack?: number;
  daysAhead?: number;
} = {}): FeedAdapter {
  return {
    provider: ESPN_PROVIDER,
    async fetchUpdates({ now }) {
      const from = dayjs(now).subtract(daysBack, "day").toDate();
      const to = dayjs(now).add(daysAhead, "day").toDate();
      const pages = await Promise.all(leagues.map(async (league) => parseEspnScoreboard(await fetch(espnScoreboardUrl(league, from, to)), league)));
      return pages.flat();
    },
  };
}
