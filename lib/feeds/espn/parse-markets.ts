// Reads a scoreboard competition's spread and total from every shape ESPN has used, oldest to newest.
import type { SpreadLine, TotalLine } from "@/lib/domain/markets";
import { spreadLine, totalLine, type GivenPrice } from "@/lib/domain/market-lines";
import { parseMoneyLine } from "../types";

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === "object" ? (value as Json) : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** 3.5, "3.5", "+3.5", "-1.0", and a total's "o46.5" / "u46.5"; anything else is no point. */
export function parsePoint(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const match = /^[ou]?\s*([+-]?\d+(?:\.\d+)?)$/i.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/** A price left out is the standard one (undefined); a price given but unreadable ("OFF") is no price (null). */
const givenPrice = (value: unknown): GivenPrice => (value === undefined || value === null || value === "" ? undefined : parseMoneyLine(value));

/**
 * ESPN writes 0 where it has no spread, so a level spread cannot be told from a missing one: it is read as none. A
 * 100 or more is a money line ("details" carries "BOS -120" in baseball), never a spread.
 */
const usableSpread = (point: number | null) => (point !== null && point !== 0 && Math.abs(point) < 100 ? point : null);

/** Which quote of a nested market to read: the close when either side has one, else the open; null without both. */
function quotedBlock(a: unknown, b: unknown): "close" | "open" | null {
  const has = (block: "close" | "open") => Object.keys(obj(obj(a)[block])).length > 0 || Object.keys(obj(obj(b)[block])).length > 0;
  return has("close") ? "close" : has("open") ? "open" : null;
}

/**
 * Newest first: pointSpread { home, away { close, open { line, odds } } } (the close is the latest quote, the open
 * stands in only before there is one), then the flat home point `spread` with each team's `spreadOdds`, then `details` naming
 * the favourite and its point ("BUF -2.5"), which older payloads carry alone.
 */
function spreadOf(odds: Json, teams: { home: string | null; away: string | null }): SpreadLine | null {
  const nested = obj(odds.pointSpread);
  const block = quotedBlock(nested.home, nested.away);
  if (block) {
    const home = obj(obj(nested.home)[block]);
    const away = obj(obj(nested.away)[block]);
    const awayPoint = usableSpread(parsePoint(away.line));
    const homePoint = usableSpread(parsePoint(home.line)) ?? (awayPoint === null ? null : -awayPoint);
    // A close quoted but unusable ("OFF") is a line taken down: no spread, never the stale opening one.
    return spreadLine(homePoint, givenPrice(home.odds), givenPrice(away.odds));
  }
  const prices = [givenPrice(obj(odds.homeTeamOdds).spreadOdds), givenPrice(obj(odds.awayTeamOdds).spreadOdds)] as const;
  const flat = spreadLine(usableSpread(parsePoint(odds.spread)), ...prices);
  if (flat) return flat;
  const details = typeof odds.details === "string" ? /^(\S+)\s+([+-]?\d+(?:\.\d+)?)$/.exec(odds.details.trim()) : null;
  const favouritePoint = usableSpread(details ? Number(details[2]) : null);
  if (!details || favouritePoint === null) return null;
  const side = details[1] === teams.home ? 1 : details[1] === teams.away ? -1 : 0;
  return side === 0 ? null : spreadLine(side * favouritePoint, ...prices);
}

/** total { over, under { close, open { line: "o46.5", odds } } }, then the flat `overUnder` with `overOdds`/`underOdds`. */
function totalOf(odds: Json): TotalLine | null {
  const nested = obj(odds.total);
  const block = quotedBlock(nested.over, nested.under);
  if (block) {
    const over = obj(obj(nested.over)[block]);
    const under = obj(obj(nested.under)[block]);
    const points = parsePoint(over.line) ?? parsePoint(under.line);
    return totalLine(points, givenPrice(over.odds), givenPrice(under.odds));
  }
  return totalLine(parsePoint(odds.overUnder), givenPrice(odds.overOdds), givenPrice(odds.underOdds));
}

/** Each market from the first odds entry (book) that quotes it whole: older payloads list books that carry only some. */
export function espnMarkets(oddsList: unknown, teams: { home: string | null; away: string | null }) {
  const entries = arr(oddsList).map(obj);
  const first = <T>(read: (odds: Json) => T | null): T | null => {
    for (const odds of entries) {
      const line = read(odds);
      if (line) return line;
    }
    return null;
  };
  return { spread: first((odds) => spreadOf(odds, teams)), total: first(totalOf) };
}
