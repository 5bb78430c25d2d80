// How a demo market moves before a game: it opens off the true chance, drifts towards it as the start nears, and a
// few games see a sharp move (news, a big bet) that takes most of the gap at once. The close is the truest price.
import { demoLines, type Lines } from "./money-lines";
import { unitFor } from "./random";

const HOUR = 3_600_000;
/** Lines open this long before the start; before that they sit at the opening price. */
export const MARKET_HOURS = 72;
/** Largest opening error, in win probability. */
const OPENING_ERROR = 0.06;
const SHARP_MOVE_SHARE = 0.15;

/** Share (0–1) of the opening error still in the price this many hours before the start. */
function remainingError(key: string, hoursToStart: number): number {
  const drift = Math.min(1, hoursToStart / MARKET_HOURS);
  if (unitFor("sharp-move", key) >= SHARP_MOVE_SHARE) return drift;
  const moveAt = 2 + unitFor("sharp-move-at", key) * 30;
  return hoursToStart > moveAt ? Math.max(drift, 0.9) : drift * 0.2;
}

/** The market's (margin-free) home chance `hoursToStart` before the start, quoted in whole hours as books re-price. */
export function marketProbability(key: string, trueHomeProbability: number, hoursToStart: number): number {
  const hours = Math.max(0, Math.ceil(hoursToStart));
  const opening = (unitFor("opening", key) - 0.5) * 2 * OPENING_ERROR;
  const remaining = remainingError(key, hours);
  const wobble = hours === 0 ? 0 : (unitFor("wobble", key, hours) - 0.5) * 0.016 * remaining;
  return Math.min(0.97, Math.max(0.03, trueHomeProbability + opening * remaining + wobble));
}

/** The key every draw about one demo game hangs from. */
export function demoEventKey(seed: string, providerEventId: string): string {
  return `${seed}:${providerEventId}`;
}

/** The lines offered at an instant; from the start on they stay at the closing line. */
export function demoLinesAt(key: string, trueHomeProbability: number, startsAt: Date, at: Date): Lines {
  const hoursToStart = (startsAt.getTime() - at.getTime()) / HOUR;
  return demoLines(key, marketProbability(key, trueHomeProbability, hoursToStart));
}
