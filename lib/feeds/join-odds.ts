// Gives ESPN events The Odds API's lines for the markets ESPN lacks on the same game: same league, same teams, nearest start.
import type { DbLeague } from "@/lib/domain/leagues";
import type { FixtureUpdate, TeamRef } from "./types";

/** Further apart than this, two listings with the same teams are different games (a series, a rematch). */
export const JOIN_WINDOW_MS = 12 * 3_600_000;

export type ResolveTeam = (league: DbLeague, ref: TeamRef) => number | null;

const hasLines = (update: FixtureUpdate) => update.homeMoneyLine !== null && update.awayMoneyLine !== null;

/** A game that can still be picked and lacks a money line from its own provider (what a money-line-only call can fill). */
export const needsMoneyLine = (update: FixtureUpdate) => update.status === "PREGAME" && !hasLines(update);

/** A game that can still be picked and lacks any market from its own provider: its money line, spread or total. */
export const needsLines = (update: FixtureUpdate) => update.status === "PREGAME" && (!hasLines(update) || !update.spread || !update.total);

/**
 * Pairs are made nearest start first and each listing is used once, with every ESPN event taking part (lines
 * or not): in a doubleheader each game gets its own listing, and a game whose listing is gone cannot borrow
 * its twin's.
 */
export function joinOdds(espn: readonly FixtureUpdate[], odds: readonly FixtureUpdate[], resolve: ResolveTeam): FixtureUpdate[] {
  const gameKey = (update: FixtureUpdate) => {
    const home = resolve(update.league, update.home);
    const away = resolve(update.league, update.away);
    return home === null || away === null ? null : `${update.league}:${home}:${away}`;
  };
  const listings = new Map<string, number[]>();
  odds.forEach((listing, j) => {
    const key = gameKey(listing);
    if (key) listings.set(key, [...(listings.get(key) ?? []), j]);
  });
  const pairs: { i: number; j: number; gap: number }[] = [];
  espn.forEach((event, i) => {
    const key = gameKey(event);
    for (const j of (key && listings.get(key)) || []) {
      const gap = Math.abs(event.startsAt.getTime() - odds[j].startsAt.getTime());
      if (gap <= JOIN_WINDOW_MS) pairs.push({ i, j, gap });
    }
  });
  const partner = new Map<number, number>();
  const taken = new Set<number>();
  for (const { i, j } of pairs.sort((a, b) => a.gap - b.gap)) {
    if (partner.has(i) || taken.has(j)) continue;
    partner.set(i, j);
    taken.add(j);
  }
  return espn.map((event, i) => {
    const listing = odds[partner.get(i) ?? -1];
    if (!listing) return event;
    // Each market comes whole from one provider: ESPN's where it has one, the listing's where it has none.
    const joined = { ...event };
    if (!hasLines(event) && hasLines(listing)) Object.assign(joined, { homeMoneyLine: listing.homeMoneyLine, awayMoneyLine: listing.awayMoneyLine });
    if (!event.spread && listing.spread) joined.spread = listing.spread;
    if (!event.total && listing.total) joined.total = listing.total;
    return joined;
  });
}
