// Prices demo games: win probability from two ratings, then American money lines with a bookmaker margin.
import type { DbLeague } from "@/lib/domain/leagues";
import { unitFor } from "./random";

/**
 * Ratings spread alike in every league, but real favourites do not: a baseball favourite rarely
 * goes past -250 while an NBA one can reach -800. Scaling the gap per league keeps lines looking real.
 */
const PRICING: Record<DbLeague, { scale: number; homeEdge: number }> = {
  NFL: { scale: 1, homeEdge: 45 },
  NBA: { scale: 1.1, homeEdge: 60 },
  NHL: { scale: 0.55, homeEdge: 25 },
  MLB: { scale: 0.45, homeEdge: 20 },
};

/** The book's overround: both implied probabilities together come to 1 + MARGIN. */
const MARGIN = 0.045;
const LONGEST_FAVOURITE = -2000;
const LONGEST_UNDERDOG = 1500;

export function homeWinProbability(league: DbLeague, homeRating: number, awayRating: number, noise = 0): number {
  const { scale, homeEdge } = PRICING[league];
  const gap = (homeRating - awayRating) * scale + homeEdge + noise;
  return 1 / (1 + 10 ** (-gap / 400));
}

/** Implied probability to an American line, rounded to 5 as books quote them, never inside ±100. */
export function probabilityToMoneyLine(implied: number): number {
  const raw = implied >= 0.5 ? (-100 * implied) / (1 - implied) : (100 * (1 - implied)) / implied;
  const rounded = Math.round(raw / 5) * 5;
  const line = Math.abs(rounded) < 100 ? (raw < 0 ? -100 : 100) : rounded;
  return Math.min(LONGEST_UNDERDOG, Math.max(LONGEST_FAVOURITE, line));
}

export type Lines = { homeMoneyLine: number | null; awayMoneyLine: number | null };

export function priceGame(homeProbability: number): { homeMoneyLine: number; awayMoneyLine: number } {
  return {
    homeMoneyLine: probabilityToMoneyLine(homeProbability + MARGIN / 2),
    awayMoneyLine: probabilityToMoneyLine(1 - homeProbability + MARGIN / 2),
  };
}

/** ~3% of games are off the board, ~5% miss one side: the app must cope with absent lines. */
export function demoLines(eventId: string, homeProbability: number): Lines {
  const priced = priceGame(homeProbability);
  const draw = unitFor("lines", eventId);
  if (draw < 0.03) return { homeMoneyLine: null, awayMoneyLine: null };
  if (draw < 0.08) {
    return unitFor("lines-side", eventId) < 0.5
      ? { ...priced, homeMoneyLine: null }
      : { ...priced, awayMoneyLine: null };
  }
  return priced;
}
