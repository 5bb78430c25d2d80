// The rules every parlay obeys, shared by the builder in the browser and the server that writes it.
import type { Market, Selection } from "@/lib/domain/enum-values";

export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 10;

/**
 * One leg as the server reads it: the fixture, the market, the selection, the point (null for a money line) and the US
 * price the picker saw. A leg sent without a market is a money-line leg.
 */
export type ParlayLegInput = { fixtureId: number; market: Market; side: Selection; point: number | null; odds: number };

export const PARLAY_CREATED_MESSAGE = "Parlay successfully created!";
export const TOO_FEW_LEGS_MESSAGE = `A parlay needs at least ${PARLAY_MIN_LEGS} picks`;
export const TOO_MANY_LEGS_MESSAGE = `A parlay has at most ${PARLAY_MAX_LEGS} picks`;
export const DUPLICATE_FIXTURE_MESSAGE = "A parlay can include each game only once";
export const NO_LINE_MESSAGE = "No money line for this side yet: it cannot join a parlay";

/** Fixture ids that appear more than once, in first-seen order. */
export function duplicateFixtureIds(legs: readonly { fixtureId: number }[]): number[] {
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const { fixtureId } of legs) (seen.has(fixtureId) ? duplicates : seen).add(fixtureId);
  return [...duplicates];
}
