// Restoring the builder after a reload: what was kept comes back; anything unreadable restores as closed.
import { describe, expect, it } from "@jest/globals";
import { INITIAL_BUILDER, builderReducer, type BuilderAction, type BuilderState } from "@/lib/domain/parlay-builder";
import { restoreBuilder, serializeBuilder } from "@/lib/domain/parlay-builder-storage";
import { choice } from "../../support/parlay-choices";

const run = (actions: BuilderAction[]) => actions.reduce(builderReducer, INITIAL_BUILDER as BuilderState);

describe("serializeBuilder / restoreBuilder", () => {
  it("round-trips an open builder with its legs (notices are not kept)", () => {
    const state = run([
      { type: "NEW_PARLAY" },
      { type: "EDIT_PARLAY", choice: choice(1, "HOME", -150) },
      { type: "EDIT_PARLAY", choice: choice(2, "AWAY", 120) },
      { type: "EDIT_PARLAY", choice: choice(4, "AWAY", -110, { market: "SPREAD", point: 2.5 }) },
      { type: "EDIT_PARLAY", choice: choice(5, "UNDER", -105, { market: "TOTAL", point: 44 }) },
      { type: "EDIT_PARLAY", choice: choice(3, "AWAY", null) },
    ]);
    expect(state.legs.map((leg) => [leg.market, leg.side, leg.point])).toEqual([
      ["MONEY_LINE", "HOME", null],
      ["MONEY_LINE", "AWAY", null],
      ["SPREAD", "AWAY", 2.5],
      ["TOTAL", "UNDER", 44],
    ]);
    expect(state.notice).not.toBeNull();
    expect(restoreBuilder(serializeBuilder(state))).toEqual({ ...state, notice: null });
  });

  it("restores a builder kept before markets (version 1) with its legs as money lines", () => {
    const team = (name: string) => ({ name, abbreviation: name });
    const v1 = { fixtureId: 1, side: "HOME", moneyLine: -150, league: "nfl", startsAt: "2026-11-23T18:00:00.000Z", home: team("H"), away: team("A") };
    expect(restoreBuilder(JSON.stringify({ version: 1, legs: [v1] }))).toEqual({
      mode: "EDIT_PARLAY",
      legs: [{ ...v1, market: "MONEY_LINE", point: null }],
      notice: null,
    });
  });

  it("keeps an empty open builder open", () => {
    expect(restoreBuilder(serializeBuilder(run([{ type: "NEW_PARLAY" }])))).toEqual({ mode: "NEW_PARLAY", legs: [], notice: null });
  });

  it("has nothing to keep once closed", () => {
    expect(serializeBuilder(INITIAL_BUILDER)).toBeNull();
  });

  it.each([
    null,
    "",
    "{not json",
    JSON.stringify({ version: 3, legs: [] }),
    JSON.stringify({ version: 1, legs: [{ fixtureId: 1, side: "OVER", moneyLine: -110, league: "nfl", startsAt: "2026-11-23T18:00:00.000Z", home: { name: "H", abbreviation: "H" }, away: { name: "A", abbreviation: "A" } }] }),
    JSON.stringify({ version: 2, legs: [{ ...choice(1, "HOME", -150), moneyLine: 50 }] }),
    JSON.stringify({ version: 2, legs: [{ ...choice(1, "HOME", -150), side: "OVER" }] }),
    JSON.stringify({ version: 2, legs: [choice(1, "OVER", -110, { market: "TOTAL", point: null })] }),
    JSON.stringify({ version: 2, legs: [choice(1, "HOME", -110, { market: "SPREAD", point: 2.25 })] }),
    JSON.stringify({ version: 2, legs: [choice(1, "HOME", -150), choice(1, "AWAY", 130)] }),
    JSON.stringify({ version: 2, legs: Array.from({ length: 11 }, (_, i) => choice(i + 1, "HOME", 110)) }),
  ])("restores %s as the closed builder", (raw) => {
    expect(restoreBuilder(raw)).toEqual(INITIAL_BUILDER);
  });
});
