// The rules every parlay obeys, shared by the builder in the browser and the server that writes it.
import type { Side } from "@/lib/contracts/enums";

export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 10;

export type ParlaySide = Side;

/** One leg as the client sends it: the fixture, the side and the US money line the picker saw. */
export type ParlayLegInput = { fixtureId: number; side: ParlaySide; odds: number };

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
