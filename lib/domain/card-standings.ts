// A card pool's tables: the week's ranking with the members' guess of the last game's total as the first tiebreak, the
// most a member can still reach, and the season's total with each member's worst weeks dropped.
import { comparePlaces, TIEBREAK_LABELS, TIEBREAK_RULE, TIEBREAK_STEPS, type PlaceRule, type TableEntry, type TiebreakStep } from "./pool-tiebreak";
import { winUnits, type CardScoring, type CardStake } from "./card-scoring";

export const CARD_TIEBREAK_STEPS = ["GUESS", ...TIEBREAK_STEPS] as const;
export type CardTiebreakStep = "GUESS" | TiebreakStep;

export const CARD_TIEBREAK_LABELS: Record<CardTiebreakStep, string> = { GUESS: "closer guess of the last game's total", ...TIEBREAK_LABELS };

export const CARD_TIEBREAK_RULE = `Members level on points in a week are separated by the ${CARD_TIEBREAK_LABELS.GUESS} first. ${TIEBREAK_RULE}`;

/** The owner may drop each member's worst weeks from the season table, from none to this many. */
export const MAX_DROPPED_WEEKS = 4;

/**
 * A member's week: the pool tables' entry and how far their guess of the week's last game's total landed from it
 * (null until that game is final, or without a guess).
 */
export type CardWeekEntry = TableEntry & { guessMiss: number | null };

/** How far a guess landed: null until the last game's total is known, or when the member made none. */
export function guessMiss(guess: number | null, finalTotal: number | null): number | null {
  return guess === null || finalTotal === null ? null : Math.abs(guess - finalTotal);
}

// No guess loses to any guess: the tiebreaker rewards those who made one.
const byMiss = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);

/** Points, then the closer guess, then the pool tables' own steps (more wins, closing-line value, first to the total). */
export function compareCardPlaces(a: CardWeekEntry, b: CardWeekEntry): { order: number; step: CardTiebreakStep | null } {
  if (a.points !== b.points) return { order: b.points - a.points, step: null };
  const miss = byMiss(a.guessMiss, b.guessMiss);
  if (miss !== 0) return { order: miss, step: "GUESS" };
  return comparePlaces(a, b);
}

export const CARD_WEEK_RULE: PlaceRule<CardWeekEntry, CardTiebreakStep> = { compare: compareCardPlaces, steps: CARD_TIEBREAK_STEPS };

/**
 * The most a member's week can still score: their points so far, every open pick won, and each card slot they can still
 * fill (an unstarted game not yet picked) won at its best: for confidence, the highest numbers they have not used.
 * `openSlots` lists the slots the member can still fill (on a Pick N card, no more than the picks they have left, the
 * best first), each with the best price it offers.
 */
export function maxReachableUnits(input: {
  scoring: CardScoring;
  settledUnits: number;
  openPicks: readonly CardStake[];
  openSlots: readonly { bestPrice: number }[];
  unusedNumbers: readonly number[];
}): number {
  const { scoring, settledUnits, openPicks, openSlots, unusedNumbers } = input;
  const picked = openPicks.reduce((sum, pick) => sum + winUnits(pick, scoring), 0);
  const highest = [...unusedNumbers].sort((a, b) => b - a);
  const slots = openSlots.reduce(
    (sum, slot, index) => sum + (scoring === "CONFIDENCE" ? (highest[index] ?? 0) * 10_000 : winUnits({ confidence: null, price: slot.bestPrice }, scoring)),
    0,
  );
  return settledUnits + picked + slots;
}

/**
 * A member's season: the sum of their closed weeks' points (a week they did not play counts as 0) without their worst
 * `drop` weeks; at least one week always counts, and the week still being played is never dropped.
 */
export function seasonUnits(closedWeeks: readonly number[], drop: number, liveWeek = 0): number {
  const kept = [...closedWeeks].sort((a, b) => b - a).slice(0, Math.max(1, closedWeeks.length - drop));
  return kept.reduce((sum, units) => sum + units, 0) + liveWeek;
}
