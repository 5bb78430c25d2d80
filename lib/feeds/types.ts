// The one shape every fixture feed yields: normalized updates keyed by (provider, providerEventId).
import type { DbLeague } from "@/lib/domain/leagues";

export type FeedStatus = "PREGAME" | "IN_PROGRESS" | "FINAL" | "POSTPONED" | "CANCELED";
export type FeedSide = "HOME" | "AWAY";

/** Providers name teams their own way: sync matches ESPN's team id, then the abbreviation, then the name, within the league. */
export type TeamRef = { abbreviation?: string | null; name?: string | null; espnId?: string | null };

export type FixtureUpdate = {
  provider: string;
  providerEventId: string;
  league: DbLeague;
  startsAt: Date;
  status: FeedStatus;
  home: TeamRef;
  away: TeamRef;
  /** US money lines; null where the provider carries none (sync then keeps what it had). */
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  homeScore: number | null;
  awayScore: number | null;
  winnerSide: FeedSide | null;
  /** When the game ended, where the provider knows it: points then count on that local day. */
  finishedAt?: Date | null;
};

export type FeedTeam = {
  id: number;
  league: DbLeague;
  abbreviation: string;
  name: string;
  rating: number;
  espnId?: string | null;
  espnAbbreviation?: string | null;
  oddsApiName?: string | null;
  /** Former and alternate names and abbreviations. */
  aliases?: readonly string[];
};

export type FeedContext = { now: Date; teams: readonly FeedTeam[] };

export interface FeedAdapter {
  readonly provider: string;
  fetchUpdates(context: FeedContext): Promise<FixtureUpdate[]>;
}

/** fetch, injectable so adapters are tested on recorded payloads without a network. */
export type FetchJson = (url: string) => Promise<unknown>;

export const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url.replace(/apiKey=[^&]+/, "apiKey=…")} answered ${response.status}`);
  return response.json();
};

/** "+150", "-110", "EVEN", 150 → a valid US line, or null for anything else (a missing or junk line is no line). */
export function parseMoneyLine(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && value.trim().toUpperCase() === "EVEN") return 100;
  const line = typeof value === "number" ? value : Number(String(value).trim().replace(/^\+/, ""));
  return Number.isInteger(line) && Math.abs(line) >= 100 ? line : null;
}

export function parseScore(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const score = Number(value);
  return Number.isInteger(score) && score >= 0 ? score : null;
}

export function winnerFromScores(home: number | null, away: number | null): FeedSide | null {
  if (home === null || away === null || home === away) return null;
  return home > away ? "HOME" : "AWAY";
}
