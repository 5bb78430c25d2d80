// The parlay builder's state machine: NEW_PARLAY → EDIT_PARLAY → PARLAY_CREATED or DELETE_PARLAY.
import type { League } from "./leagues";
import { selectionName, type Market, type Selection } from "./markets";
import { parlayQuote, type ParlayQuote } from "./odds";
import {
  NO_LINE_MESSAGE,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  TOO_MANY_LEGS_MESSAGE,
  replacedLegMessage,
} from "./parlay-rules";

export type BuilderTeam = { name: string; abbreviation: string };

/**
 * What a click on a side of a market tells the builder: the market, the selection, its point (null for a money line)
 * and its price (`moneyLine`, a US line in every market), null when that side has no line yet.
 */
export type TeamChoice = {
  fixtureId: number;
  market: Market;
  side: Selection;
  point: number | null;
  moneyLine: number | null;
  league: League;
  startsAt: string;
  home: BuilderTeam;
  away: BuilderTeam;
};

export type BuilderLeg = Omit<TeamChoice, "moneyLine"> & {
  moneyLine: number;
  /** The price and point the picker had chosen before the server reported a change (ODDS_CHANGED). */
  previousMoneyLine?: number;
  previousPoint?: number | null;
};

/** CLOSED is normal picking mode; the product's NEW_PARLAY and EDIT_PARLAY are the builder's open states. */
export type BuilderMode = "CLOSED" | "NEW_PARLAY" | "EDIT_PARLAY";

export type BuilderNotice = { kind: "NO_LINE" | "TOO_MANY" | "ODDS_CHANGED" | "SAME_GAME"; message: string; fixtureId?: number };

export type BuilderState = { mode: BuilderMode; legs: BuilderLeg[]; notice: BuilderNotice | null };

/** A leg's line as the server reports it now (ODDS_CHANGED): its point (null for a money line) and price. */
export type CurrentLine = { fixtureId: number; market?: Market; side: Selection; point?: number | null; odds: number };

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

/** Whether a leg is that market's side: clicking it again takes it out. */
function sameSelection(leg: BuilderLeg, choice: Pick<TeamChoice, "market" | "side">): boolean {
  return leg.market === choice.market && leg.side === choice.side;
}

/**
 * A click on a side of a market: add it, remove it when that side is already chosen, or replace the game's leg in place
 * (another side or another market: one leg per game), saying which pick took which one's place.
 */
function toggle(state: BuilderState, choice: TeamChoice): BuilderState {
  const index = state.legs.findIndex((leg) => leg.fixtureId === choice.fixtureId);
  const existing = index >= 0 ? state.legs[index] : null;
  if (existing && sameSelection(existing, choice)) return withLegs(state.legs.filter((_, i) => i !== index));
  if (choice.moneyLine === null) {
    return { ...state, notice: { kind: "NO_LINE", message: NO_LINE_MESSAGE, fixtureId: choice.fixtureId } };
  }
  const leg: BuilderLeg = { ...choice, moneyLine: choice.moneyLine };
  if (existing) return withLegs(state.legs.map((l, i) => (i === index ? leg : l)), replacedNotice(existing, leg));
  if (state.legs.length >= PARLAY_MAX_LEGS) {
    return { ...state, notice: { kind: "TOO_MANY", message: TOO_MANY_LEGS_MESSAGE, fixtureId: choice.fixtureId } };
  }
  return withLegs([...state.legs, leg]);
}

function replacedNotice(replaced: BuilderLeg, leg: BuilderLeg): BuilderNotice {
  const teams = { home: leg.home.name, away: leg.away.name };
  const game = `${leg.away.abbreviation} @ ${leg.home.abbreviation}`;
  return { kind: "SAME_GAME", message: replacedLegMessage(selectionName(leg, teams), selectionName(replaced, teams), game), fixtureId: leg.fixtureId };
}

function applyCurrentLines(state: BuilderState, lines: CurrentLine[]): BuilderState {
  const legs = state.legs.map((leg) => {
    const current = lines.find((line) => line.fixtureId === leg.fixtureId && line.side === leg.side && (line.market ?? "MONEY_LINE") === leg.market);
    const point = current?.point ?? null;
    if (!current || (current.odds === leg.moneyLine && point === leg.point)) return leg;
    return {
      ...leg,
      moneyLine: current.odds,
      point,
      previousMoneyLine: leg.moneyLine,
      ...(point !== leg.point ? { previousPoint: leg.point } : {}),
    };
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

/** The market and side of a fixture already in the parlay, to mark the chosen button in the fixture list. */
export function chosenSide(state: BuilderState, fixtureId: number): { market: Market; side: Selection } | null {
  const leg = state.legs.find((l) => l.fixtureId === fixtureId);
  return leg ? { market: leg.market, side: leg.side } : null;
}

export type ParlayRequestLeg = { fixtureId: number; market: Market; side: Selection; point: number | null; odds: number };

/** The POST /api/parlay body: each leg with its market, side, point and the price the picker saw. */
export function parlayRequestBody(state: BuilderState): { parlay: ParlayRequestLeg[] } {
  return { parlay: state.legs.map((leg) => ({ fixtureId: leg.fixtureId, market: leg.market, side: leg.side, point: leg.point, odds: leg.moneyLine })) };
}
