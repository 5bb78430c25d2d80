// Closing-line value, fair probability and expected points: the properties a sharp bettor relies on.
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import {
  closingLineValue,
  expectedPoints,
  fairProbability,
  pickDecimal,
  summarizeSkill,
} from "@/lib/domain/closing-line";

const line = fc.oneof(fc.integer({ min: 100, max: 5000 }), fc.integer({ min: -5000, max: -100 }));

describe("closingLineValue", () => {
  it("is 0 when the line did not move", () => {
    fc.assert(fc.property(line, (taken) => expect(closingLineValue(taken, taken)).toBe(0)));
  });

  it("is positive exactly when the price taken pays more than the close", () => {
    fc.assert(
      fc.property(line, line, (taken, closing) => {
        const clv = closingLineValue(taken, closing);
        expect(Math.sign(clv)).toBe(Math.sign(pickDecimal(taken) - pickDecimal(closing)));
      }),
    );
  });

  it("prices +150 against a +120 close at 2.5 / 2.2 - 1", () => {
    expect(closingLineValue(150, 120)).toBeCloseTo(2.5 / 2.2 - 1, 12);
    expect(closingLineValue(-110, -130)).toBeCloseTo(1.9091 / 1.7692 - 1, 12);
  });
});

describe("fairProbability", () => {
  it("gives the two sides of a market probabilities that sum to 1", () => {
    fc.assert(
      fc.property(line, line, (home, away) => {
        const sum = fairProbability(home, away) + fairProbability(away, home);
        expect(sum).toBeCloseTo(1, 12);
      }),
    );
  });

  it("removes the margin of a -110 / -110 market: each side is 50%", () => {
    expect(fairProbability(-110, -110)).toBeCloseTo(0.5, 12);
  });

  it("favours the shorter price", () => {
    fc.assert(
      fc.property(line, line, (a, b) => {
        fc.pre(pickDecimal(a) < pickDecimal(b));
        expect(fairProbability(a, b)).toBeGreaterThan(0.5);
      }),
    );
  });
});

describe("expectedPoints", () => {
  it("is 1.0 for either side of a fair +100 / -100 market", () => {
    expect(expectedPoints(100, -100)).toBeCloseTo(1, 12);
    expect(expectedPoints(-100, 100)).toBeCloseTo(1, 12);
  });

  it("is below 1 for both sides of a market with a margin", () => {
    fc.assert(
      fc.property(line, line, (home, away) => {
        fc.pre(1 / pickDecimal(home) + 1 / pickDecimal(away) > 1.0001);
        expect(expectedPoints(home, away)).toBeLessThan(1);
        expect(expectedPoints(away, home)).toBeLessThan(1);
      }),
    );
  });
});

describe("summarizeSkill", () => {
  it("counts beats, averages CLV and sets luck to actual minus expected", () => {
    const summary = summarizeSkill([
      { moneyLine: 150, opposingMoneyLine: -170, closingMoneyLine: 120, points: 2.5 },
      { moneyLine: -110, opposingMoneyLine: -110, closingMoneyLine: -105, points: 0 },
    ]);
    expect(summary.settledCount).toBe(2);
    expect(summary.beatCloseRate).toBe(0.5);
    expect(summary.averageClv).toBeCloseTo((2.5 / 2.2 - 1 + (1.9091 / 1.9524 - 1)) / 2, 12);
    expect(summary.actualPoints).toBe(2.5);
    const expected = expectedPoints(150, -170) + 1.9091 * 0.5;
    expect(summary.expectedPoints).toBeCloseTo(expected, 12);
    expect(summary.luck).toBeCloseTo(2.5 - expected, 12);
  });

  it("has no rates without picks", () => {
    expect(summarizeSkill([])).toEqual({
      settledCount: 0, beatCloseRate: null, averageClv: null, actualPoints: 0, expectedPoints: 0, luck: 0,
    });
  });
});
