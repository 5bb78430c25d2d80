// Loads the real provider payloads in tests/fixtures/feeds (SOURCES.md says where each comes from) and the reference teams they must match.
import fs from "node:fs";
import path from "node:path";
import type { DbLeague } from "@/lib/domain/leagues";
import type { FeedTeam } from "@/lib/feeds/types";
import { REFERENCE_TEAMS } from "@/lib/reference/teams";
import { teamResolver } from "@/lib/server/sync/resolve-teams";

export const FEEDS_DIR = path.join(__dirname, "../fixtures/feeds");

export const recorded = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(FEEDS_DIR, file), "utf8"));

const LEAGUES: Record<string, DbLeague> = { nba: "NBA", nhl: "NHL", nfl: "NFL", mlb: "MLB" };

/** Every recorded payload of a folder, with the league its file name starts with ("mlb-scoreboard-…" is MLB). */
export function recordedIn(folder: string) {
  return fs.readdirSync(path.join(FEEDS_DIR, folder)).filter((name) => name.endsWith(".json")).sort()
    .map((name) => ({ name, league: LEAGUES[name.split("-")[0]], payload: recorded(path.join(folder, name)) }));
}

export const referenceTeams: FeedTeam[] = REFERENCE_TEAMS.map((team, index) => ({ ...team, id: index + 1 }));
export const resolveTeam = teamResolver(referenceTeams);

/** The reference team of a league with that ESPN id, or undefined for a club that is no franchise of ours. */
export const byEspnId = (league: DbLeague, espnId: string | null | undefined) =>
  referenceTeams.find((team) => team.league === league && team.espnId === espnId);

export const teamAt = (id: number | null) => (id === null ? null : referenceTeams.find((team) => team.id === id)!);

type Line = { point: number; price: number };

/** The update The Odds API's parser makes of a priced game still to start: its lines, no score, no winner. */
export function oddsApiPregame(game: {
  id: string;
  league: DbLeague;
  startsAt: string;
  home: string;
  away: string;
  moneyLine: [number, number];
  spread: { home: Line; away: Line };
  total: { points: number; over: number; under: number };
}) {
  return {
    provider: "the-odds-api", providerEventId: game.id, league: game.league, startsAt: new Date(game.startsAt), status: "PREGAME",
    home: { name: game.home }, away: { name: game.away }, homeMoneyLine: game.moneyLine[0], awayMoneyLine: game.moneyLine[1],
    homeScore: null, awayScore: null, winnerSide: null, spread: game.spread, total: game.total,
  };
}
