// Prices demo spreads and totals: points from the demo's own score model, so a -110 line each way is about fair.
import type { DbLeague } from "@/lib/domain/leagues";
import type { SpreadLine, TotalLine } from "@/lib/domain/markets";
import { finalScore } from "./game-state";
import { marketProbability } from "./line-moves";
import type { Lines } from "./money-lines";
import { unitFor } from "./random";

const HOUR = 3_600_000;
const SAMPLES = 2000;
/** Share of points quoted whole (-3, 44) rather than on a half: only a whole point can push. */
const WHOLE_SHARE = 0.3;
/** Share of games quoted without a spread, and without a total: the board must cope with a missing market. */
const NO_SPREAD = 0.06;
const NO_TOTAL = 0.06;
/** Each side's price, around the standard -110 with the book's margin kept. */
const PRICE_PAIRS: readonly [number, number][] = [[-110, -110], [-110, -110], [-105, -115], [-115, -105]];

type Sampled = { margins: number[]; totals: number[] };
const sampled = new Map<DbLeague, Sampled>();

/** The winner's margin and the combined score of many demo games of a league, sorted, drawn once. */
function samples(league: DbLeague): Sampled {
  let found = sampled.get(league);
  if (!found) {
    const games = Array.from({ length: SAMPLES }, (_, i) => finalScore(league, `spreads-totals-sample-${i}`, 1));
    found = { margins: games.map((g) => g.home - g.away).sort((a, b) => a - b), totals: games.map((g) => g.home + g.away).sort((a, b) => a - b) };
    sampled.set(league, found);
  }
  return found;
}

const quantile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(share * (sorted.length - 1))))];

/** A whole point for some games, a half point for the rest, never below `least`. */
function quote(key: string, raw: number, least: number): number {
  const whole = unitFor("whole-point", key) < WHOLE_SHARE;
  const point = whole ? Math.round(raw) : Math.floor(raw) + 0.5;
  return Math.max(whole ? Math.ceil(least) : least, point);
}

function pricesOf(key: string, market: string): [number, number] {
  return PRICE_PAIRS[Math.floor(unitFor("prices", market, key) * PRICE_PAIRS.length)];
}

/**
 * The favourite gives the points a margin-free market expects it to win by: a demo winner's margin does not depend on
 * its chance, so the favourite covers as often as not when the point is the winner's margin that happens with
 * probability 1 - 0.5 / chance. The favourite is the money line's, because both come from the same market chance.
 */
function spreadAt(key: string, league: DbLeague, homeChance: number): SpreadLine | null {
  if (unitFor("no-spread", key) < NO_SPREAD) return null;
  const favouriteChance = Math.max(homeChance, 1 - homeChance);
  const raw = quantile(samples(league).margins, 1 - 0.5 / favouriteChance) + (unitFor("spread-jitter", key) - 0.5);
  const point = quote(key, raw, 0.5);
  const homePoint = homeChance >= 0.5 ? -point : point;
  const [home, away] = pricesOf(key, "spread");
  return { home: { point: homePoint, price: home }, away: { point: -homePoint, price: away } };
}

/** Around the league's usual combined score, a little off for the game; the opening number moves a day before the start. */
function totalAt(key: string, league: DbLeague, hoursToStart: number): TotalLine | null {
  if (unitFor("no-total", key) < NO_TOTAL) return null;
  const { totals } = samples(league);
  const spreadOfTotals = quantile(totals, 0.75) - quantile(totals, 0.25);
  const lean = (unitFor("total-lean", key) - 0.5) * 0.6 * spreadOfTotals;
  const opening = hoursToStart > 24 ? (unitFor("total-opening", key) - 0.5) * 0.3 * spreadOfTotals : 0;
  const [over, under] = pricesOf(key, "total");
  return { points: quote(`${key}:total`, quantile(totals, 0.5) + lean + opening, 0.5), over, under };
}

/** The spread and total offered at an instant, moving with the money line's market; from the start on, the close. */
export function demoMarketsAt(
  key: string,
  league: DbLeague,
  trueHomeProbability: number,
  startsAt: Date,
  at: Date,
  moneyLine: Lines,
): { spread: SpreadLine | null; total: TotalLine | null } {
  // A game off the board has no market at all.
  if (moneyLine.homeMoneyLine === null && moneyLine.awayMoneyLine === null) return { spread: null, total: null };
  const hoursToStart = Math.max(0, (startsAt.getTime() - at.getTime()) / HOUR);
  const chance = marketProbability(key, trueHomeProbability, hoursToStart);
  return { spread: spreadAt(key, league, chance), total: totalAt(key, league, Math.ceil(hoursToStart)) };
}
