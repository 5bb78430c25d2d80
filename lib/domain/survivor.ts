// Survivor pool rules, pure: what a settled pick does to a life, who is eliminated, who wins, and auto-pick's choice.
// Browser-safe (the forms and the slate page use it): the slates' instants are in survivor-slates.ts.
import { dateFormat } from "./date-format";
import type { League } from "./leagues";
import type { Side } from "./enum-values";

export const SURVIVOR_MIN_LIVES = 1;
export const SURVIVOR_MAX_LIVES = 3;
export const POOL_KINDS = ["PICKEM", "SURVIVOR", "CARD"] as const;
export type PoolKind = (typeof POOL_KINDS)[number];

export type SlateUnit = "week" | "day";
export type SurvivorOutcome = "WIN" | "LOSS" | "TIE" | "MISSED" | "SURVIVED";
/** A fixture's result as settlement reads it. */
export type GameResult = "HOME" | "AWAY" | "TIE" | "CANCELED";

/** The NFL plays once a week: its slate is the week. The daily leagues' slate is the day. */
export function slateUnitOf(league: League): SlateUnit {
  return league === "nfl" ? "week" : "day";
}

/**
 * A slate in a few words: "week of Nov 23", or a day's "Sat, Nov 28". A slate is a calendar day ("2026-11-28"), read
 * and written at UTC midnight, so no zone moves it to another day.
 */
export function slateDayText(slate: string, league: League): string {
  const day = new Date(`${slate}T00:00:00Z`);
  if (slateUnitOf(league) === "week") return `week of ${dateFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(day)}`;
  return dateFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(day);
}

/**
 * How a team pick ends: a win survives; a loss or a tie costs a life; a game called off, or moved to another slate,
 * lets the member survive the slate (the team stays used).
 */
export function pickOutcome(side: Side, result: GameResult, movedOut: boolean): SurvivorOutcome {
  if (movedOut || result === "CANCELED") return "SURVIVED";
  if (result === "TIE") return "TIE";
  return result === side ? "WIN" : "LOSS";
}

export function costsLife(outcome: SurvivorOutcome): boolean {
  return outcome === "LOSS" || outcome === "TIE" || outcome === "MISSED";
}

export type Entry = { userId: string; lives: number };

export type SlateResult = {
  /** Every entry after the slate: lives never below zero. */
  entries: Entry[];
  /** Members whose last life this slate took. */
  eliminated: string[];
  /** The pool's winners when the slate ended it: the one left alive, or all who fell together. Null: it goes on. */
  winners: string[] | null;
};

/**
 * One slate settled: each alive member loses a life for a loss, a tie or a missed pick (no outcome at all is a missed
 * pick). Members already out are untouched. The pool ends when one member is left alive, or when everyone left alive
 * fell on this slate: they share the win.
 */
export function settleSlate(entries: readonly Entry[], outcomes: ReadonlyMap<string, SurvivorOutcome>): SlateResult {
  const aliveBefore = entries.filter((entry) => entry.lives > 0);
  const after = entries.map((entry) => {
    if (entry.lives <= 0) return entry;
    const outcome = outcomes.get(entry.userId) ?? "MISSED";
    return costsLife(outcome) ? { ...entry, lives: entry.lives - 1 } : entry;
  });
  const eliminated = after.filter((entry, index) => entry.lives === 0 && entries[index].lives > 0).map((entry) => entry.userId);
  return { entries: after, eliminated, winners: winnersAfter(aliveBefore.map((e) => e.userId), after.filter((e) => e.lives > 0).map((e) => e.userId)) };
}

/** The rule that ends a pool, from who was alive before a slate and who is after it. */
export function winnersAfter(aliveBefore: readonly string[], aliveAfter: readonly string[]): string[] | null {
  if (aliveBefore.length === 0) return null;
  if (aliveAfter.length === 1) return [...aliveAfter];
  if (aliveAfter.length === 0) return [...aliveBefore];
  return null;
}

export type AutoPickOption = { fixtureId: number; side: Side; teamId: number; moneyLine: number | null; startsAt: Date };

/**
 * Auto-pick's choice: the biggest favourite by money line (the lowest line) among the slate's games not yet started
 * and the teams the member has not used; ties go to the earlier game, then the lower fixture id, then home. Null when
 * nothing is left to pick (the member then misses the slate).
 */
export function autoPickChoice(options: readonly AutoPickOption[], used: ReadonlySet<number>, now: Date): AutoPickOption | null {
  let best: AutoPickOption | null = null;
  for (const option of options) {
    if (option.moneyLine === null || used.has(option.teamId) || option.startsAt.getTime() <= now.getTime()) continue;
    if (!best || compareFavourites(option, best) < 0) best = option;
  }
  return best;
}

function compareFavourites(a: AutoPickOption, b: AutoPickOption): number {
  return (
    a.moneyLine! - b.moneyLine! ||
    a.startsAt.getTime() - b.startsAt.getTime() ||
    a.fixtureId - b.fixtureId ||
    (a.side === b.side ? 0 : a.side === "HOME" ? -1 : 1)
  );
}

/** "2 of 12 alive". */
export function aliveLabel(alive: number, members: number): string {
  return `${alive} of ${members} alive`;
}

export const OUTCOME_WORDS: Record<SurvivorOutcome, string> = {
  WIN: "won",
  LOSS: "lost",
  TIE: "tied",
  MISSED: "no pick",
  SURVIVED: "game moved or called off: survived",
};

/**
 * The first slate the create form suggests on `today` ("YYYY-MM-DD", the viewer's day): tomorrow, since today's games
 * may have begun; for the NFL from Thursday (its week's first games) next week, as this week's slate is already under way.
 */
export function suggestedFirstSlate(league: League, today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  const weekday = day.getUTCDay(); // 0 Sunday … 6 Saturday
  const underWay = slateUnitOf(league) === "week" && (weekday === 0 || weekday >= 4);
  const ahead = underWay ? (weekday === 0 ? 1 : 8 - weekday) : 1;
  return new Date(day.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
}
