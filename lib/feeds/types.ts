// The one shape every fixture feed yields: normalized updates keyed by (provider, providerEventId).
import type { GameStatus } from "@/lib/contracts/enums";
import type { Side } from "@/lib/domain/enum-values";
import type { GameReport } from "@/lib/domain/fixture-merge";
import type { DbLeague } from "@/lib/domain/leagues";

export type FeedStatus = GameStatus;

/** Providers name teams their own way: sync matches ESPN's team id, then the abbreviation, then the name, within the league. */
export type TeamRef = { abbreviation?: string | null; name?: string | null; espnId?: string | null };

export type FixtureUpdate = GameReport & {
  provider: string;
  providerEventId: string;
  league: DbLeague;
  home: TeamRef;
  away: TeamRef;
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

/** Where a feed call went wrong without failing its league (e.g. odds missing while the schedule synced). */
export type FeedFailure = { provider: string; error: string };

/** Calls that cost credits, persisted so every run and instance shares one monthly budget. */
export type FeedCall = { provider: string; league: DbLeague; calledAt: Date; cost: number; remaining: number | null };
export type FeedCallUsage = { used: number; remaining: number | null; lastCalledAt: Date | null };
export interface FeedCallLog {
  /** Credits spent since `since` by the provider, the last remaining count it reported, and this league's last call. */
  usage(provider: string, league: DbLeague, since: Date): Promise<FeedCallUsage>;
  record(call: FeedCall): Promise<void>;
}

/** One league at a time: the sync asks each league on its own, so one failing league leaves the others alone. */
export type FeedContext = {
  league: DbLeague;
  now: Date;
  teams: readonly FeedTeam[];
  /** The sync's team matcher, so a feed can join two providers' events by team. */
  resolveTeam?: (league: DbLeague, ref: TeamRef) => number | null;
  callLog?: FeedCallLog;
  reportFailure?: (failure: FeedFailure) => void;
};

export interface FeedAdapter {
  readonly provider: string;
  /** The leagues this feed covers; all four when absent. */
  readonly leagues?: readonly DbLeague[];
  /**
   * false for a feed whose finished games never change (the demo simulator draws each result once from its seed): a
   * stored final that differs from it was corrected here or came from another seed, and the sync keeps it. Real
   * providers do revise scores, so a final that differs from theirs is a correction (the default).
   */
  readonly revisesFinals?: boolean;
  /** Updates of context.league; anything of another league is ignored. */
  fetchUpdates(context: FeedContext): Promise<FixtureUpdate[]>;
}

/** Only what adapters read from a response: status, headers (quota counters) and the parsed body. */
export type FeedResponse = { status: number; headers: Pick<Headers, "get">; body: unknown };

/** fetch, injectable so adapters are tested on recorded payloads without a network. Non-2xx answers throw FeedHttpError. */
export type FetchJson = (url: string) => Promise<FeedResponse>;

/** A non-2xx answer: its status decides whether a retry can help, its headers may still carry quota counters. */
export class FeedHttpError extends Error {
  constructor(readonly url: string, readonly status: number, readonly headers: Pick<Headers, "get">) {
    super(`${redactKey(url)} answered ${status}`);
    this.name = "FeedHttpError";
  }
}

export const redactKey = (url: string) => url.replace(/apiKey=[^&]+/, "apiKey=…");

export const fetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new FeedHttpError(url, response.status, response.headers);
  return { status: response.status, headers: response.headers, body: await response.json() };
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

export function winnerFromScores(home: number | null, away: number | null): Side | null {
  if (home === null || away === null || home === away) return null;
  return home > away ? "HOME" : "AWAY";
}

/** A failure as one log-safe line: the API key never leaves the process. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
  // undici's "fetch failed" keeps the reason (refused, reset, DNS) in its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return redactKey(message + cause);
}
