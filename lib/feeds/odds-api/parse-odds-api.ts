// Reads The Odds API v4: /v4/sports/{key}/odds (h2h, american) and /scores, joined on the event id.
import type { DbLeague } from "@/lib/domain/leagues";
import { parseMoneyLine, parseScore, winnerFromScores, type FixtureUpdate } from "../types";

export const ODDS_API_PROVIDER = "the-odds-api";

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * The first bookmaker (in the order given, or the preferred key) quoting both sides of the h2h market.
 * Outcomes are named after the teams, so they are matched to home and away by name.
 */
function h2hLines(event: Json, home: string, away: string, preferred?: string) {
  const books = arr(event.bookmakers).map(obj);
  const ordered = preferred ? [...books.filter((b) => b.key === preferred), ...books.filter((b) => b.key !== preferred)] : books;
  for (const book of ordered) {
    const market = arr(book.markets).map(obj).find((m) => m.key === "h2h");
    const outcomes = arr(market?.outcomes).map(obj);
    const price = (team: string) => parseMoneyLine(outcomes.find((o) => o.name === team)?.price);
    const lines = { home: price(home), away: price(away) };
    if (lines.home !== null && lines.away !== null) return lines;
  }
  return { home: null, away: null };
}

export function parseOddsApi(
  oddsPayload: unknown,
  scoresPayload: unknown,
  league: DbLeague,
  { bookmaker }: { bookmaker?: string } = {},
): FixtureUpdate[] {
  const odds = new Map(arr(oddsPayload).map(obj).flatMap((event) => (str(event.id) ? [[str(event.id)!, event] as const] : [])));
  const scores = new Map(arr(scoresPayload).map(obj).flatMap((event) => (str(event.id) ? [[str(event.id)!, event] as const] : [])));
  const ids = [...new Set([...odds.keys(), ...scores.keys()])];
  return ids.flatMap((id) => {
    const priced = odds.get(id) ?? {};
    const scored = scores.get(id) ?? {};
    const home = str(priced.home_team) ?? str(scored.home_team);
    const away = str(priced.away_team) ?? str(scored.away_team);
    const startsAt = new Date(String(priced.commence_time ?? scored.commence_time ?? ""));
    if (!home || !away || Number.isNaN(startsAt.getTime())) return [];
    const teamScores = arr(scored.scores).map(obj);
    const scoreOf = (team: string) => parseScore(teamScores.find((s) => s.name === team)?.score);
    const hasScores = teamScores.length > 0;
    const status = scored.completed === true ? "FINAL" : hasScores ? "IN_PROGRESS" : "PREGAME";
    const homeScore = hasScores ? scoreOf(home) : null;
    const awayScore = hasScores ? scoreOf(away) : null;
    const lines = h2hLines(priced, home, away, bookmaker);
    return [
      {
        provider: ODDS_API_PROVIDER,
        providerEventId: id,
        league,
        startsAt,
        status,
        home: { name: home },
        away: { name: away },
        homeMoneyLine: lines.home,
        awayMoneyLine: lines.away,
        homeScore,
        awayScore,
        winnerSide: status === "FINAL" ? winnerFromScores(homeScore, awayScore) : null,
      } satisfies FixtureUpdate,
    ];
  });
}
