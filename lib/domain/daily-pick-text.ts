// Titles, paths and labels of daily picks, shared by the pages, their metadata, the Open Graph image and the sitemap.
import { LEAGUE_LABELS, sportOfLeague, type League } from "@/lib/domain/leagues";
import { formatMoneyLine } from "@/lib/domain/odds";
import type { GameStatus } from "@/lib/domain/enum-values";

/** A daily pick's teams as these texts name them (the API's daily pick carries more). */
type Named = { name: string };
type Abbreviated = { abbreviation: string };

/** 'Free daily {LEAGUE} pick: home-away' (the product's wording), with the teams' full names (clearer to readers and search engines than abbreviations). */
export function dailyPickTitle(pick: { league: League; teams: { home: Named; away: Named } }): string {
  return `Free daily ${LEAGUE_LABELS[pick.league].short} pick: ${pick.teams.home.name}-${pick.teams.away.name}`;
}

export function dailyPickPath(pick: { league: League; id: number }): string {
  return `/picks/daily/${sportOfLeague(pick.league)}/${pick.league}/${pick.id}`;
}

export function dailyPicksListPath(league: League): string {
  return `/picks/daily?sport=${sportOfLeague(league)}&league=${league}`;
}

export function fixturePath(pick: { league: League; id: number }): string {
  return `/${sportOfLeague(pick.league)}/${pick.league}/fixture/${pick.id}`;
}

export function moneyLineLabel(line: number | null): string {
  return line === null ? "No line" : formatMoneyLine(line);
}

export function statusLabel(pick: {
  status: GameStatus;
  score: { home: number | null; away: number | null };
  teams: { home: Abbreviated; away: Abbreviated };
}): string {
  switch (pick.status) {
    case "PREGAME":
      return "Scheduled";
    case "IN_PROGRESS":
      return "Live";
    case "POSTPONED":
      return "Postponed";
    case "CANCELED":
      return "Canceled";
    case "FINAL": {
      const { home, away } = pick.score;
      if (home === null || away === null) return "Final";
      return `Final: ${pick.teams.away.abbreviation} ${away}, ${pick.teams.home.abbreviation} ${home}`;
    }
  }
}
