// The four leagues, their sports, route parsing and the mapping to the database enum.

export const LEAGUES = ["nfl", "nba", "nhl", "mlb"] as const;
export type League = (typeof LEAGUES)[number];

export const SPORTS = ["football", "basketball", "hockey", "baseball"] as const;
export type Sport = (typeof SPORTS)[number];

/** The Prisma enum values; kept as a literal union so this module never imports Prisma. */
export type DbLeague = "NFL" | "NBA" | "NHL" | "MLB";

const SPORT_BY_LEAGUE: Record<League, Sport> = {
  nfl: "football",
  nba: "basketball",
  nhl: "hockey",
  mlb: "baseball",
};

const DB_BY_LEAGUE: Record<League, DbLeague> = { nfl: "NFL", nba: "NBA", nhl: "NHL", mlb: "MLB" };
const LEAGUE_BY_DB: Record<DbLeague, League> = { NFL: "nfl", NBA: "nba", NHL: "nhl", MLB: "mlb" };

export const LEAGUE_LABELS: Record<League, { short: string; name: string }> = {
  nfl: { short: "NFL", name: "National Football League" },
  nba: { short: "NBA", name: "National Basketball Association" },
  nhl: { short: "NHL", name: "National Hockey League" },
  mlb: { short: "MLB", name: "Major League Baseball" },
};

export const SPORT_LABELS: Record<Sport, string> = {
  football: "Football",
  basketball: "Basketball",
  hockey: "Hockey",
  baseball: "Baseball",
};

export const DEFAULT_LEAGUE_ROUTE = { sport: "football", league: "nfl" } as const;

export function sportOfLeague(league: League): Sport {
  return SPORT_BY_LEAGUE[league];
}

// Array membership rather than a keyed lookup, so "constructor" or "__proto__" never pass.
export function isLeague(x: unknown): x is League {
  return typeof x === "string" && (LEAGUES as readonly string[]).includes(x);
}

export function isSport(x: unknown): x is Sport {
  return typeof x === "string" && (SPORTS as readonly string[]).includes(x);
}

/** Route segments are case-sensitive: "/Football/NFL" is not a page, and a mismatched pair is a 404. */
export function parseLeagueRoute(sport: string, league: string): { sport: Sport; league: League } | null {
  if (!isSport(sport) || !isLeague(league)) return null;
  if (SPORT_BY_LEAGUE[league] !== sport) return null;
  return { sport, league };
}

export function toDbLeague(league: League): DbLeague {
  return DB_BY_LEAGUE[league];
}

export function fromDbLeague(db: DbLeague): League {
  return LEAGUE_BY_DB[db];
}
