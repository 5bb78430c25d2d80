// Reads ESPN's public scoreboard JSON (site.api.espn.com/apis/site/v2/sports/{sport}/{league}/scoreboard).
import type { DbLeague } from "@/lib/domain/leagues";
import { espnMarkets } from "./parse-markets";
import { parseMoneyLine, parseScore, winnerFromScores, type FeedStatus, type FixtureUpdate } from "../types";
import type { Side } from "@/lib/domain/enum-values";

export const ESPN_PROVIDER = "espn";

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * ESPN status names: STATUS_SCHEDULED, STATUS_IN_PROGRESS, STATUS_HALFTIME, STATUS_END_PERIOD, STATUS_FINAL,
 * STATUS_FINAL_OT, STATUS_FINAL_SO, STATUS_POSTPONED, STATUS_CANCELED, STATUS_SUSPENDED, STATUS_DELAYED,
 * STATUS_RAIN_DELAY. Only a completed game is FINAL; a suspended one is still being played.
 */
export function espnStatus(type: Json): FeedStatus {
  const name = (str(type.name) ?? "").toUpperCase();
  if (name.includes("POSTPONED")) return "POSTPONED";
  if (name.includes("CANCELED") || name.includes("CANCELLED")) return "CANCELED";
  if (type.completed === true || name.startsWith("STATUS_FINAL")) return "FINAL";
  if (name.includes("SUSPENDED")) return "IN_PROGRESS";
  const state = str(type.state);
  if (state === "in") return "IN_PROGRESS";
  if (state === "post") return "FINAL";
  return "PREGAME";
}

/**
 * Older payloads carry homeTeamOdds.moneyLine (a number); newer ones moneyline.home.close.odds and .open.odds (strings
 * like "+150", "-110", "EVEN", or "OFF" once the book stops quoting). The closing line is the latest; the opening one
 * stands in when no closing line is quoted.
 */
function moneyLines(odds: Json): { home: number | null; away: number | null } {
  const nested = obj(odds.moneyline);
  const side = (key: "home" | "away") => {
    const line = obj(nested[key]);
    return (
      parseMoneyLine(obj(odds[`${key}TeamOdds`]).moneyLine) ??
      parseMoneyLine(obj(line.close).odds) ??
      parseMoneyLine(obj(line.open).odds)
    );
  };
  return { home: side("home"), away: side("away") };
}

export function parseEspnScoreboard(payload: unknown, league: DbLeague): FixtureUpdate[] {
  return arr(obj(payload).events).flatMap((eventValue) => {
    const event = obj(eventValue);
    const competition = obj(arr(event.competitions)[0]);
    const competitors = arr(competition.competitors).map(obj);
    const home = competitors.find((c) => c.homeAway === "home");
    const away = competitors.find((c) => c.homeAway === "away");
    const id = str(event.id) ?? str(competition.id);
    const startsAt = new Date(String(competition.date ?? event.date ?? ""));
    if (!home || !away || !id || Number.isNaN(startsAt.getTime())) return [];
    const status = espnStatus(obj(obj(competition.status ?? event.status).type));
    const live = status === "IN_PROGRESS" || status === "FINAL";
    const homeScore = live ? parseScore(home.score) : null;
    const awayScore = live ? parseScore(away.score) : null;
    const flagged: Side | null = home.winner === true ? "HOME" : away.winner === true ? "AWAY" : null;
    const lines = moneyLines(obj(arr(competition.odds)[0]));
    const team = (c: Json) => ({
      abbreviation: str(obj(c.team).abbreviation),
      name: str(obj(c.team).displayName),
      espnId: str(obj(c.team).id) ?? str(c.id),
    });
    const markets = espnMarkets(competition.odds, { home: team(home).abbreviation, away: team(away).abbreviation });
    return [
      {
        provider: ESPN_PROVIDER,
        providerEventId: id,
        league,
        startsAt,
        status,
        home: team(home),
        away: team(away),
        homeMoneyLine: lines.home,
        awayMoneyLine: lines.away,
        spread: markets.spread,
        total: markets.total,
        homeScore,
        awayScore,
        winnerSide: status === "FINAL" ? (flagged ?? winnerFromScores(homeScore, awayScore)) : null,
      },
    ];
  });
}
