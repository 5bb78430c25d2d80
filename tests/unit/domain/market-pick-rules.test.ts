// Pick rules in the spread and total markets: the offered line, a moved point or price, a missing market; and a pick's closing price.
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { closingPriceOf } from "@/lib/domain/closing-line";
import type { GameLines } from "@/lib/domain/markets";
import { gameLinesOf, lineMoved, pickRefusal, type PickAttempt } from "@/lib/domain/pick-rules";

const now = new Date("2026-12-01T18:00:00Z");
const fixture = {
  league: "NFL" as const, status: "PREGAME", startsAt: new Date(now.getTime() + 60_000), homeMoneyLine: -150, awayMoneyLine: 130,
  homeSpread: -2.5, homeSpreadPrice: -110, awaySpreadPrice: -105, totalPoints: 47, overPrice: -115, underPrice: -105,
};
const attempt: PickAttempt = { caller: { verified: true, username: "ada" }, fixture, league: "NFL", market: "SPREAD", side: "AWAY", now, alreadyPicked: false };

describe("pickRefusal in every market", () => {
  it("accepts the line offered now, named or not", () => {
    expect(pickRefusal(attempt)).toBeNull();
    expect(pickRefusal({ ...attempt, requested: { point: 2.5, price: -105 } })).toBeNull();
    expect(pickRefusal({ ...attempt, market: "TOTAL", side: "UNDER", requested: { point: 47 } })).toBeNull();
    expect(pickRefusal({ ...attempt, market: undefined, side: "HOME" })).toBeNull();
  });

  it("refuses a moved point or price with ODDS_CHANGED and the current line", () => {
    expect(pickRefusal({ ...attempt, requested: { point: 3, price: -105 } })).toEqual({
      code: "ODDS_CHANGED", details: { current: { market: "SPREAD", side: "AWAY", point: 2.5, price: -105 } },
    });
    expect(pickRefusal({ ...attempt, market: "TOTAL", side: "OVER", requested: { point: 47, price: -110 } })).toEqual({
      code: "ODDS_CHANGED", details: { current: { market: "TOTAL", side: "OVER", point: 47, price: -115 } },
    });
    expect(pickRefusal({ ...attempt, market: "MONEY_LINE", side: "AWAY", requested: { price: 120 } })).toEqual({
      code: "ODDS_CHANGED", details: { current: { market: "MONEY_LINE", side: "AWAY", point: null, price: 130 } },
    });
  });

  it("refuses a market without a line with NO_ODDS naming it, after a closed game and before a moved line", () => {
    const bare = { ...fixture, homeSpread: null, homeSpreadPrice: null, awaySpreadPrice: null };
    expect(pickRefusal({ ...attempt, fixture: bare, requested: { point: 3 } })).toEqual({ code: "NO_ODDS", message: "There is no spread line for this game yet" });
    expect(pickRefusal({ ...attempt, fixture: { ...bare, status: "IN_PROGRESS" } })?.code).toBe("PICK_CLOSED");
    // A fixture read without its spread and total columns offers neither.
    const { league, status, startsAt, homeMoneyLine, awayMoneyLine } = fixture;
    expect(pickRefusal({ ...attempt, market: "TOTAL", side: "OVER", fixture: { league, status, startsAt, homeMoneyLine, awayMoneyLine } })?.code).toBe("NO_ODDS");
  });

  it("a line moves only in the parts the picker named", () => {
    const part = fc.option(fc.integer({ min: -20, max: 20 }).map((n) => n / 2), { nil: undefined });
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }).map((n) => n / 2), fc.integer({ min: 100, max: 300 }), part, fc.option(fc.integer({ min: 100, max: 300 }), { nil: undefined }), (point, price, askedPoint, askedPrice) => {
        const moved = lineMoved({ point, price }, { point: askedPoint, price: askedPrice });
        expect(moved).toBe((askedPoint !== undefined && askedPoint !== point) || (askedPrice !== undefined && askedPrice !== price));
      }),
    );
  });

  it("reads the away spread as the home point negated", () => {
    expect(gameLinesOf(fixture).spread).toEqual({ home: { point: -2.5, price: -110 }, away: { point: 2.5, price: -105 } });
  });
});

describe("closingPriceOf", () => {
  const closing: GameLines = {
    moneyLine: { home: -160, away: 140 },
    spread: { home: { point: -3, price: -120 }, away: { point: 3, price: 100 } },
    total: { points: 47.5, over: -110, under: -110 },
  };

  it("is the side's closing price at the point taken, and none once the point moved", () => {
    expect(closingPriceOf({ market: "MONEY_LINE", side: "AWAY", point: null }, closing)).toBe(140);
    expect(closingPriceOf({ market: "SPREAD", side: "AWAY", point: 3 }, closing)).toBe(100);
    expect(closingPriceOf({ market: "SPREAD", side: "HOME", point: -2.5 }, closing)).toBeNull();
    expect(closingPriceOf({ market: "TOTAL", side: "UNDER", point: 47.5 }, closing)).toBe(-110);
    expect(closingPriceOf({ market: "TOTAL", side: "OVER", point: 48 }, closing)).toBeNull();
    expect(closingPriceOf({ market: "TOTAL", side: "OVER", point: 47.5 }, { ...closing, total: null })).toBeNull();
  });
});
