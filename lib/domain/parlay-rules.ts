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

/** Each leg that repeats an earlier leg's game, with that earlier leg (indexes from 0), in order. */
export function repeatedGames(legs: readonly { fixtureId: number }[]): { first: number; repeat: number }[] {
  const firstLeg = new Map<number, number>();
  return legs.flatMap(({ fixtureId }, index) => {
    const first = firstLeg.get(fixtureId);
    if (first === undefined) firstLeg.set(fixtureId, index);
    return first === undefined ? [] : [{ first, repeat: index }];
  });
}

/** The server's words for two legs on one game, counted from 1 as a picker counts them. */
export const sameGameLegsMessage = (first: number, repeat: number) => `${DUPLICATE_FIXTURE_MESSAGE}: legs ${first + 1} and ${repeat + 1} are the same game`;

/** The builder's words when a pick takes the place of the game's leg already in the parlay. */
export const replacedLegMessage = (picked: string, replaced: string, game: string) =>
  `${DUPLICATE_FIXTURE_MESSAGE}: ${picked} took the place of ${replaced} (${game})`;
