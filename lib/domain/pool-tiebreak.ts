// The pool tables' one ranking rule: points, then more winning picks, then better closing-line value, then whoever reached the total first.
export const TIEBREAK_STEPS = ["WINS", "CLV", "FIRST"] as const;
export type TiebreakStep = (typeof TIEBREAK_STEPS)[number];

/** What the rule reads of a member's week or season. Points in ten-thousandths (exact); clv the average, null without counted picks. */
export type TableEntry = { userId: string; points: number; wins: number; clv: number | null; reachedAt: number | null };
export type PlacedEntry<T extends TableEntry> = T & { rank: number; decidedBy: TiebreakStep | null };

export const TIEBREAK_LABELS: Record<TiebreakStep, string> = {
  WINS: "more winning picks",
  CLV: "better closing-line value",
  FIRST: "reached the total first",
};

/** The rule in words, as the pool page and the rules page show it. */
export const TIEBREAK_RULE =
  "Members level on points are separated by more winning picks, then by better closing-line value (the average of their counted picks), then by who reached the total first; members level on all four share the place.";

/** "12.3400" (a DECIMAL(14,4) as text) in ten-thousandths, exactly: points never go through a binary fraction. */
export function pointsUnits(points: string): number {
  const [whole, fraction = ""] = points.trim().split(".");
  const negative = whole.startsWith("-");
  const units = Math.abs(Number(whole)) * 10_000 + Number((fraction + "0000").slice(0, 4));
  return negative ? -units : units;
}

/** Ten-thousandths back to the exact text of a DECIMAL(14,4) ("12.3400"), the inverse of pointsUnits. */
export function unitsText(units: number): string {
  const whole = Math.floor(Math.abs(units) / 10_000);
  const fraction = String(Math.abs(units) % 10_000).padStart(4, "0");
  return `${units < 0 ? "-" : ""}${whole}.${fraction}`;
}

// Nulls lose: no counted pick is no closing-line value, and a total never reached was not reached first.
const byClv = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);
const byFirst = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);

/** Negative when `a` places above `b`; `step` names the tiebreak that separated two members level on points. */
export function comparePlaces(a: TableEntry, b: TableEntry): { order: number; step: TiebreakStep | null } {
  if (a.points !== b.points) return { order: b.points - a.points, step: null };
  if (a.wins !== b.wins) return { order: b.wins - a.wins, step: "WINS" };
  const clv = byClv(a.clv, b.clv);
  if (clv !== 0) return { order: clv, step: "CLV" };
  const first = byFirst(a.reachedAt, b.reachedAt);
  if (first !== 0) return { order: first, step: "FIRST" };
  return { order: 0, step: null };
}

/** A ranking rule: its comparison and its tiebreak steps in the order it applies them. */
export type PlaceRule<T, Step extends string> = { compare: (a: T, b: T) => { order: number; step: Step | null }; steps: readonly Step[] };

const POOL_RULE: PlaceRule<TableEntry, TiebreakStep> = { compare: comparePlaces, steps: TIEBREAK_STEPS };

/**
 * The table: sorted by the rule (user id last, only so that equal rows list in a stable order), competition ranks
 * (members level on everything share a rank, the next rank skips), and for each member level on points with a
 * neighbour, the deepest step that was needed to place them against those neighbours (null when points alone did,
 * or when nothing could). The pool tables' rule unless another is given (a card pool's puts its guess first).
 */
export function rankTable<T extends TableEntry>(entries: readonly T[]): PlacedEntry<T>[];
export function rankTable<T extends { userId: string }, Step extends string>(entries: readonly T[], rule: PlaceRule<T, Step>): (T & { rank: number; decidedBy: Step | null })[];
export function rankTable<T extends { userId: string }, Step extends string>(
  entries: readonly T[],
  rule: PlaceRule<T, Step> = POOL_RULE as unknown as PlaceRule<T, Step>,
): (T & { rank: number; decidedBy: Step | null })[] {
  const depth = (step: Step | null) => (step ? rule.steps.indexOf(step) : -1);
  const sorted = [...entries].sort((a, b) => rule.compare(a, b).order || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const steps = sorted.slice(1).map((entry, index) => rule.compare(sorted[index], entry));
  let rank = 1;
  return sorted.map((entry, index) => {
    if (index > 0 && steps[index - 1].order !== 0) rank = index + 1;
    const above = index > 0 ? steps[index - 1].step : null;
    const below = index < steps.length ? steps[index].step : null;
    return { ...entry, rank, decidedBy: depth(above) >= depth(below) ? above : below };
  });
}

/** The week's winners: every member in first place, when anyone scored. */
export function tableWinners<T extends TableEntry>(placed: readonly PlacedEntry<T>[]): PlacedEntry<T>[] {
  return placed.filter((entry) => entry.rank === 1 && entry.points > 0);
}
