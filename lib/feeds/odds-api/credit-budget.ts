// When the next Odds API call of a league is worth its credits: pure, so a whole simulated month runs in a unit test.
import type { FeedCallUsage } from "../types";

const HOUR = 3_600_000;

/** The markets asked for, money lines first: they are what is kept when credits run short. */
export const ODDS_MARKETS = ["h2h", "spreads", "totals"] as const;
export type OddsMarket = (typeof ODDS_MARKETS)[number];
export const H2H_ONLY: readonly OddsMarket[] = ["h2h"];

/** The odds endpoint costs 1 credit per market per region, and Pickline asks the us region alone. */
export const oddsCallCost = (markets: readonly OddsMarket[]) => markets.length;
/** Lines for games further out than this can wait: they move most in the last hours. */
export const ODDS_HORIZON_MS = 24 * HOUR;
/** Even a generous plan gains nothing from refreshing a league more often than this. */
export const MIN_ODDS_INTERVAL_MS = 15 * 60_000;

/** Spending may run this far ahead of an even pace, so a day's credits can go to that day's games. */
const PACE_BURST_MS = 24 * HOUR;

/** cost: what one call costs (1, money lines alone, unless given). */
export type OddsBudget = { monthlyCredits: number; leagues: number; cost?: number };
export type OddsCallPlan = { due: boolean; reason: "no-upcoming-game" | "exhausted" | "ahead-of-pace" | "fresh" | "due"; intervalMs?: number };

/** The Odds API's quota runs per calendar month; UTC keeps every instance on the same month. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
export const monthEnd = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/** Credits left this month: what we spent by our own log, or less when the provider's counter says so. */
export function remainingCredits(usage: FeedCallUsage, monthlyCredits: number): number {
  const ours = monthlyCredits - usage.used;
  return Math.max(0, usage.remaining === null ? ours : Math.min(ours, usage.remaining));
}

/**
 * A league's lines are refreshed only when one of its games without lines starts within the horizon, and
 * its last call is older than its share of the remaining budget spread over the remaining month, stretched
 * while the game is hours away and shortened as it nears (so credits saved in quiet hours buy fresh lines at
 * game time). Spending never runs more than a day ahead of an even pace through the month, so the credits
 * last until the month turns; the share is recomputed from what remains, so overspending corrects itself.
 */
export function planOddsCall({ now, nextGameAt, usage, budget }: {
  now: Date;
  nextGameAt: Date | null;
  usage: FeedCallUsage;
  budget: OddsBudget;
}): OddsCallPlan {
  const cost = budget.cost ?? oddsCallCost(H2H_ONLY);
  const untilGame = nextGameAt ? nextGameAt.getTime() - now.getTime() : Infinity;
  if (untilGame <= 0 || untilGame > ODDS_HORIZON_MS) return { due: false, reason: "no-upcoming-game" };
  const remaining = remainingCredits(usage, budget.monthlyCredits);
  if (remaining < cost) return { due: false, reason: "exhausted" };

  const start = monthStart(now).getTime();
  const end = monthEnd(now).getTime();
  const elapsed = (now.getTime() - start) / (end - start);
  // The lead shrinks to nothing as the month ends, so its last hours still have credits.
  const paced = budget.monthlyCredits * (elapsed + (PACE_BURST_MS / (end - start)) * (1 - elapsed));
  if (budget.monthlyCredits - remaining + cost > paced) return { due: false, reason: "ahead-of-pace" };

  const evenShare = (cost * budget.leagues * (end - now.getTime())) / remaining;
  const nearness = Math.min(4, Math.max(0.15, untilGame / (3 * HOUR)));
  const intervalMs = Math.max(MIN_ODDS_INTERVAL_MS, evenShare * nearness);
  if (usage.lastCalledAt && now.getTime() - usage.lastCalledAt.getTime() < intervalMs) return { due: false, reason: "fresh", intervalMs };
  return { due: true, reason: "due", intervalMs };
}

export type OddsMarketsPlan = OddsCallPlan & { markets: readonly OddsMarket[] };

/**
 * planOddsCall priced for every market asked (3 credits for h2h, spreads and totals), so the pacing stretches to
 * match. When that call would overrun the budget or its pace but one market's would not, the call asks for money
 * lines alone: a game without a money line cannot be picked at all, one without a spread only loses a market.
 */
export function planOddsMarkets(input: Parameters<typeof planOddsCall>[0] & { markets?: readonly OddsMarket[] }): OddsMarketsPlan {
  const { markets = ODDS_MARKETS, budget } = input;
  const full = planOddsCall({ ...input, budget: { ...budget, cost: oddsCallCost(markets) } });
  const short = full.reason === "exhausted" || full.reason === "ahead-of-pace";
  if (full.due || !short || markets.length <= H2H_ONLY.length) return { ...full, markets };
  return { ...planOddsCall({ ...input, budget: { ...budget, cost: oddsCallCost(H2H_ONLY) } }), markets: H2H_ONLY };
}

/** The markets a call can pay for while `reserve` credits stay for the calls after it: all, money lines alone, or none. */
export function affordableMarkets(remaining: number, reserve = 0, markets: readonly OddsMarket[] = ODDS_MARKETS): readonly OddsMarket[] | null {
  if (remaining - reserve >= oddsCallCost(markets)) return markets;
  return remaining - reserve >= oddsCallCost(H2H_ONLY) ? H2H_ONLY : null;
}
