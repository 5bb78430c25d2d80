// Reads The Odds API v4: /v4/sports/{key}/odds (h2h, spreads and totals) and /scores, joined on the event id.
import type { DbLeague } from "@/lib/domain/leagues";
import { parseScore, winnerFromScores, type FixtureUpdate } from "../types";
import { eventMarkets, priceReaderFor } from "./odds-api-markets";

export const ODDS_API_PROVIDER = "the-odds-api";

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * Pickline asks for American odds, yet a payload in decimal odds (as many recordings are) is read as decimal, never as
 * money lines of 1.91. The preferred bookmaker, when given, is asked first for each market.
 */
export function parseOddsApi(
  oddsPayload: unknown,
  scoresPayload: unknown,
  league: DbLeague,
  { bookmaker }: { bookmaker?: string } = {},
): FixtureUpdate[] {
  const odds = new Map(arr(oddsPayload).map(obj).flatMap((event) => (str(event.id) ? [[str(event.id)!, event] as const] : [])));
  const scores = new Map(arr(scoresPayload).map(obj).flatMap((event) => (str(event.id) ? [[str(event.id)!, event] as const] : [])));
  const ids = [...new Set([...odds.keys(), ...scores.keys()])];
  const readPrice = priceReaderFor(oddsPayload);
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
    const { moneyLine, spread, total } = eventMarkets(priced, { home, away }, readPrice, bookmaker);
    return [
      {
        provider: ODDS_API_PROVIDER,
        providerEventId: id,
        league,
        startsAt,
        status,
        home: { name: home },
        away: { name: away },
        homeMoneyLine: moneyLine.home,
        awayMoneyLine: moneyLine.away,
        spread,
        total,
        homeScore,
        awayScore,
        winnerSide: status === "FINAL" ? winnerFromScores(homeScore, awayScore) : null,
      } satisfies FixtureUpdate,
    ];
  });
}
