// The parlay builder's state machine: NEW_PARLAY → EDIT_PARLAY → PARLAY_CREATED or DELETE_PARLAY.
import type { League } from "./leagues";
import { parlayQuote, type ParlayQuote } from "./odds";
import {
  NO_LINE_MESSAGE,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  TOO_MANY_LEGS_MESSAGE,
  type ParlaySide,
} from "./parlay-rules";

export type BuilderTeam = { name: string; abbreviation: string };

/** What a click on a team tells the builder; moneyLine is null when that side has no line yet. */
export type TeamChoice = {
  fixtureId: number;
  side: ParlaySide;
  moneyLine: number | null;
  league: League;
  startsAt: string;
  home: BuilderTeam;
  away: BuilderTeam;
};

export type BuilderLeg = Omit<TeamChoice, "moneyLine"> & {
  moneyLine: number;
  /** The line the picker had chosen before the server reported a change (ODDS_CHANGED). */
  previousMoneyLine?: number;
};

/** CLOSED is normal picking mode; the product's NEW_PARLAY and EDIT_PARLAY are the builder's open states. */
export type BuilderMode = "CLOSED" | "NEW_PARLAY" | "EDIT_PARLAY";

export type BuilderNotice = { kind: "NO_LINE" | "TOO_MANY" | "ODDS_CHANGED"; message: string; fixtureId?: number };

export type BuilderState = { mode: BuilderMode; legs: BuilderLeg[]; notice: BuilderNotice | null };

export type CurrentLine = { fixtureId: number; side: ParlaySide; odds: number };

export type BuilderAction =
  | { type: "NEW_PARLAY" }
  | { type: "EDIT_PARLAY"; choice: TeamChoice }
  | { type: "REMOVE_LEG"; fixtureId: number }
  | { type: "ODDS_CHANGED"; lines: CurrentLine[] }
  | { type: "PARLAY_CREATED" }
  | { type: "DELETE_PARLAY" }
  /** Puts back what session storage kept across a reload (read after hydration, so never during SSR). */
  | { type: "RESTORE"; state: BuilderState };

export const ODDS_CHANGED_NOTICE = "The odds have changed: check the new lines and confirm again";

export const INITIAL_BUILDER: BuilderState = { mode: "CLOSED", legs: [], notice: null };

function withLegs(legs: BuilderLeg[], notice: BuilderNotice | null = null): BuilderState {
  return { mode: legs.length ? "EDIT_PARLAY" : "NEW_PARLAY", legs, notice };
}

/** A click on a team: add it, remove it when that side is already chosen, or switch sides in place. */
function toggle(state: BuilderState, choice: TeamChoice): BuilderState {
  const index = state.legs.findIndex((leg) => leg.fixtureId === choice.fixtureId);
  const existing = index >= 0 ? state.legs[index] : null;
  if (existing?.side === choice.side) return withLegs(state.legs.filter((_, i) => i !== index));
  if (choice.moneyLine === null) {
    return { ...state, notice: { kind: "NO_LINE", message: NO_LINE_MESSAGE, fixtureId: choice.fixtureId } };
  }
  const leg: BuilderLeg = { ...choice, moneyLine: choice.moneyLine };
  if (existing) return withLegs(state.legs.map((l, i) => (i === index ? leg : l)));
  if (state.legs.length >= PARLAY_MAX_LEGS) {
    return { ...state, notice: { kind: "TOO_MANY", message: TOO_MANY_LEGS_MESSAGE, fixtureId: choice.fixtureId } };
  }
  return withLegs([...state.legs, leg]);
}

function applyCurrentLines(state: BuilderState, lines: CurrentLine[]): BuilderState {
  const legs = state.legs.map((leg) => {
    const current = lines.find((line) => line.fixtureId === leg.fixtureId && line.side === leg.side);
    if (!current || current.odds === leg.moneyLine) return leg;
    return { ...leg, moneyLine: current.odds, previousMoneyLine: leg.moneyLine };
  });
  return withLegs(legs, { kind: "ODDS_CHANGED", message: ODDS_CHANGED_NOTICE });
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "NEW_PARLAY":
      return state.mode === "CLOSED" ? withLegs([]) : state;
    case "EDIT_PARLAY":
      // In normal picking mode a team click is a normal pick, not the builder's business.
      return state.mode === "CLOSED" ? state : toggle(state, action.choice);
    case "REMOVE_LEG":
      return state.mode === "CLOSED" ? state : withLegs(state.legs.filter((leg) => leg.fixtureId !== action.fixtureId));
    case "ODDS_CHANGED":
      return state.mode === "CLOSED" ? state : applyCurrentLines(state, action.lines);
    case "PARLAY_CREATED":
    case "DELETE_PARLAY":
      return INITIAL_BUILDER;
    case "RESTORE":
      return action.state;
  }
}

/** The totals for a stake of 100, or null while there is no leg to price. */
export function builderQuote(state: BuilderState): ParlayQuote | null {
  return state.legs.length ? parlayQuote(state.legs.map((leg) => leg.moneyLine)) : null;
}

export function canConfirm(state: BuilderState): boolean {
  return state.mode !== "CLOSED" && state.legs.length >= PARLAY_MIN_LEGS && state.legs.length <= PARLAY_MAX_LEGS;
}

/** The side of a fixture already in the parlay, to mark the chosen team in the fixture list. */
export function chosenSide(state: BuilderState, fixtureId: number): ParlaySide | null {
  return state.legs.find((leg) => leg.fixtureId === fixtureId)?.side ?? null;
}

/** The POST /api/parlay body: the product's list of [fixtureId, side, odds]. */
export function parlayRequestBody(state: BuilderState): { parlay: [number, ParlaySide, number][] } {
  return { parlay: state.legs.map((leg) => [leg.fixtureId, leg.side, leg.moneyLine]) };
}
