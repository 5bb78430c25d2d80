// The builder's state machine: open, add, toggle off, switch side, refuse a missing line or an eleventh leg, odds changes, create and cancel.
import { describe, expect, it } from "@jest/globals";
import { parlayQuote } from "@/lib/domain/odds";
import {
  INITIAL_BUILDER,
  ODDS_CHANGED_NOTICE,
  builderQuote,
  builderReducer,
  canConfirm,
  chosenSide,
  parlayRequestBody,
  type BuilderAction,
  type BuilderState,
} from "@/lib/domain/parlay-builder";
import { choice } from "../../support/parlay-choices";
import { NO_LINE_MESSAGE, TOO_MANY_LEGS_MESSAGE } from "@/lib/domain/parlay-rules";
import type { Side } from "@/lib/domain/enum-values";

const run = (actions: BuilderAction[], from: BuilderState = INITIAL_BUILDER) => actions.reduce(builderReducer, from);
const pick = (fixtureId: number, side: Side, line: number | null): BuilderAction => ({ type: "EDIT_PARLAY", choice: choice(fixtureId, side, line) });
const legsOf = (state: BuilderState) => state.legs.map((leg) => [leg.fixtureId, leg.side, leg.moneyLine]);

describe("builderReducer", () => {
  it("starts closed; a team click in normal mode is not the builder's", () => {
    expect(run([pick(1, "HOME", -150)])).toBe(INITIAL_BUILDER);
  });

  it("NEW_PARLAY opens an empty builder, then the first leg moves it to EDIT_PARLAY", () => {
    const open = run([{ type: "NEW_PARLAY" }]);
    expect(open).toEqual({ mode: "NEW_PARLAY", legs: [], notice: null });
    const edited = run([pick(1, "HOME", -150)], open);
    expect(edited.mode).toBe("EDIT_PARLAY");
    expect(legsOf(edited)).toEqual([[1, "HOME", -150]]);
    expect(run([{ type: "NEW_PARLAY" }], edited)).toBe(edited);
  });

  it("clicking the chosen side again removes the leg; the last removal goes back to NEW_PARLAY", () => {
    const state = run([{ type: "NEW_PARLAY" }, pick(1, "HOME", -150), pick(2, "AWAY", 120), pick(1, "HOME", -150)]);
    expect(legsOf(state)).toEqual([[2, "AWAY", 120]]);
    expect(run([pick(2, "AWAY", 120)], state).mode).toBe("NEW_PARLAY");
  });

  it("choosing the other side of the same fixture replaces the leg in place", () => {
    const state = run([{ type: "NEW_PARLAY" }, pick(1, "HOME", -150), pick(2, "AWAY", 120), pick(1, "AWAY", 130)]);
    expect(legsOf(state)).toEqual([[1, "AWAY", 130], [2, "AWAY", 120]]);
    expect(chosenSide(state, 1)).toEqual({ market: "MONEY_LINE", side: "AWAY" });
    expect(chosenSide(state, 3)).toBeNull();
  });

  it("one leg per game across markets: the same team in another market replaces the leg, the same market's side removes it", () => {
    const spread = { type: "EDIT_PARLAY" as const, choice: choice(1, "HOME", -110, { market: "SPREAD", point: -2.5 }) };
    const total = { type: "EDIT_PARLAY" as const, choice: choice(1, "OVER", -105, { market: "TOTAL", point: 47.5 }) };
    const state = run([{ type: "NEW_PARLAY" }, pick(1, "HOME", -150), spread]);
    expect(state.legs).toHaveLength(1);
    expect(chosenSide(state, 1)).toEqual({ market: "SPREAD", side: "HOME" });
    expect(state.legs[0]).toMatchObject({ market: "SPREAD", side: "HOME", point: -2.5, moneyLine: -110 });
    const switched = run([total], state);
    expect(switched.legs[0]).toMatchObject({ market: "TOTAL", side: "OVER", point: 47.5, moneyLine: -105 });
    expect(run([total], switched).legs).toEqual([]);
  });

  it("ODDS_CHANGED moves a spread leg to the server's current point and price and remembers both", () => {
    const state = run([{ type: "NEW_PARLAY" }, { type: "EDIT_PARLAY", choice: choice(4, "AWAY", -110, { market: "SPREAD", point: 3 }) }]);
    const changed = run([{ type: "ODDS_CHANGED", lines: [{ fixtureId: 4, market: "SPREAD", side: "AWAY", point: 2.5, odds: -115 }] }], state);
    expect(changed.legs[0]).toMatchObject({ point: 2.5, moneyLine: -115, previousPoint: 3, previousMoneyLine: -110 });
    expect(parlayRequestBody(changed).parlay[0]).toEqual({ fixtureId: 4, market: "SPREAD", side: "AWAY", point: 2.5, odds: -115 });
  });

  it("refuses a side without a money line with a visible reason and keeps the legs", () => {
    const before = run([{ type: "NEW_PARLAY" }, pick(1, "HOME", -150)]);
    const after = run([pick(2, "HOME", null)], before);
    expect(legsOf(after)).toEqual(legsOf(before));
    expect(after.notice).toEqual({ kind: "NO_LINE", message: NO_LINE_MESSAGE, fixtureId: 2 });
    // The next successful change clears the notice.
    expect(run([pick(3, "HOME", 110)], after).notice).toBeNull();
  });

  it("refuses an eleventh leg", () => {
    const ten = run([{ type: "NEW_PARLAY" }, ...Array.from({ length: 10 }, (_, i) => pick(i + 1, "HOME", 110))]);
    const eleven = run([pick(11, "HOME", 110)], ten);
    expect(eleven.legs).toHaveLength(10);
    expect(eleven.notice?.message).toBe(TOO_MANY_LEGS_MESSAGE);
    // Switching sides at the limit is still allowed: it does not add a leg.
    expect(legsOf(run([pick(10, "AWAY", -130)], ten))[9]).toEqual([10, "AWAY", -130]);
  });

  it("REMOVE_LEG drops one leg", () => {
    const state = run([{ type: "NEW_PARLAY" }, pick(1, "HOME", -150), pick(2, "AWAY", 120), { type: "REMOVE_LEG", fixtureId: 1 }]);
    expect(legsOf(state)).toEqual([[2, "AWAY", 120]]);
  });

  it("ODDS_CHANGED takes the server's current lines, remembers the old ones and says so", () => {
    const state = run([
      { type: "NEW_PARLAY" },
      pick(1, "HOME", -150),
      pick(2, "AWAY", 120),
      { type: "ODDS_CHANGED", lines: [{ fixtureId: 1, side: "HOME", odds: -150 }, { fixtureId: 2, side: "AWAY", odds: 135 }] },
    ]);
    expect(legsOf(state)).toEqual([[1, "HOME", -150], [2, "AWAY", 135]]);
    expect(state.legs[1].previousMoneyLine).toBe(120);
    expect(state.legs[0].previousMoneyLine).toBeUndefined();
    expect(state.notice).toEqual({ kind: "ODDS_CHANGED", message: ODDS_CHANGED_NOTICE });
    expect(parlayRequestBody(state)).toEqual({
      parlay: [
        { fixtureId: 1, market: "MONEY_LINE", side: "HOME", point: null, odds: -150 },
        { fixtureId: 2, market: "MONEY_LINE", side: "AWAY", point: null, odds: 135 },
      ],
    });
  });

  it.each(["PARLAY_CREATED", "DELETE_PARLAY"] as const)("%s closes the builder and forgets the legs", (type) => {
    expect(run([{ type: "NEW_PARLAY" }, pick(1, "HOME", -150), pick(2, "AWAY", 120), { type }])).toEqual(INITIAL_BUILDER);
  });
});

describe("confirm and totals", () => {
  it("Confirm needs at least two legs", () => {
    const one = run([{ type: "NEW_PARLAY" }, pick(1, "HOME", -150)]);
    expect(canConfirm(INITIAL_BUILDER)).toBe(false);
    expect(canConfirm(run([{ type: "NEW_PARLAY" }]))).toBe(false);
    expect(canConfirm(one)).toBe(false);
    expect(canConfirm(run([pick(2, "AWAY", 120)], one))).toBe(true);
  });

  it("recalculates the totals with parlayQuote on every change", () => {
    expect(builderQuote(run([{ type: "NEW_PARLAY" }]))).toBeNull();
    const state = run([{ type: "NEW_PARLAY" }, pick(1, "HOME", 150), pick(2, "AWAY", -200)]);
    expect(builderQuote(state)).toEqual({ decimal: 3.75, betTotal: 275, payout: 375, profit: 275 });
    const switched = run([pick(2, "HOME", 170)], state);
    expect(builderQuote(switched)).toEqual(parlayQuote([150, 170]));
  });
});
