// Odds math: conversions, the even-money boundary and parlay quotes.
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import {
  INVALID_DECIMAL_ODDS_MESSAGE,
  OddsError,
  decimalToMoneyLine,
  formatMoneyLine,
  isValidMoneyLine,
  moneyLineToDecimal,
  parlayQuote,
  roundOdds,
  roundTo,
} from "@/lib/domain/odds";

// Realistic lines stay well inside ±1e6; beyond that binary floats lose the last unit.
const MAX_LINE = 1_000_000;
const positiveLine = fc.integer({ min: 100, max: MAX_LINE });
const negativeLine = fc.integer({ min: -MAX_LINE, max: -100 });
const validLine = fc.oneof(positiveLine, negativeLine);
const decimalAboveOne = fc.double({ min: 1.0001, max: 1000, noNaN: true });

function expectOddsError(run: () => unknown) {
  expect(run).toThrow(OddsError);
  expect(run).toThrow(INVALID_DECIMAL_ODDS_MESSAGE);
}

describe("isValidMoneyLine", () => {
  it.each([100, -100, 150, -110, 2500])("accepts %d", (line) => expect(isValidMoneyLine(line)).toBe(true));
  it.each([0, 99, -99, 50, 150.5, -110.1, NaN, Infinity, -Infinity])("rejects %d", (line) =>
    expect(isValidMoneyLine(line)).toBe(false),
  );
});

describe("moneyLineToDecimal", () => {
  it.each([
    [150, 2.5],
    [-200, 1.5],
    [100, 2],
    [-100, 2],
    [300, 4],
    [-400, 1.25],
  ])("%d -> %d", (line, decimal) => expect(moneyLineToDecimal(line)).toBe(decimal));

  it("gives -110 its repeating decimal, unrounded", () => {
    expect(moneyLineToDecimal(-110)).toBeCloseTo(1.909090909, 8);
  });

  it.each([0, 50, -99, 120.5, NaN])("throws RangeError for %d", (line) => {
    expect(() => moneyLineToDecimal(line)).toThrow(RangeError);
  });

  it("is always above 1, at least 2 for positive lines and at most 2 for negative ones", () => {
    fc.assert(fc.property(positiveLine, (l) => moneyLineToDecimal(l) >= 2));
    fc.assert(fc.property(negativeLine, (l) => moneyLineToDecimal(l) > 1 && moneyLineToDecimal(l) <= 2));
  });

  it("is monotonic in the line: -100 and +100 are both even money, otherwise higher pays more", () => {
    fc.assert(
      fc.property(validLine, validLine, (a, b) => {
        fc.pre(a < b);
        const evenMoney = a === -100 && b === 100;
        expect(moneyLineToDecimal(a) < moneyLineToDecimal(b)).toBe(!evenMoney);
      }),
    );
  });
});

describe("decimalToMoneyLine", () => {
  it.each([
    [2.5, 150],
    [1.5, -200],
    [4, 300],
    [1.25, -400],
    [1.9091, -110],
    [2.004, 100],
  ])("%d -> %d", (decimal, line) => expect(decimalToMoneyLine(decimal)).toBe(line));

  it("keeps the product's boundary: exactly 2 is -100, just above 2 is positive", () => {
    expect(decimalToMoneyLine(2)).toBe(-100);
    expect(decimalToMoneyLine(2.0001)).toBe(100);
    expect(decimalToMoneyLine(2.01)).toBe(101);
    expect(decimalToMoneyLine(1.9999)).toBe(-100);
  });

  it.each([1, 0.5, 0, -2, NaN, Infinity])("throws the catalogue message for %d", (decimal) => {
    expectOddsError(() => decimalToMoneyLine(decimal));
  });

  it("always yields a valid line, positive exactly when the decimal is above 2", () => {
    fc.assert(
      fc.property(decimalAboveOne, (d) => {
        const line = decimalToMoneyLine(d);
        expect(isValidMoneyLine(line)).toBe(true);
        expect(line > 0).toBe(d > 2);
      }),
    );
  });

  it("round-trips every valid line exactly, except +100 which comes back as -100", () => {
    fc.assert(fc.property(validLine, (l) => decimalToMoneyLine(moneyLineToDecimal(l)) === (l === 100 ? -100 : l)));
    expect(decimalToMoneyLine(moneyLineToDecimal(100))).toBe(-100);
  });

  it("round-trips through the stored 4-decimal odds for positive lines and favourites to -1000", () => {
    const roundTrip = (l: number) => decimalToMoneyLine(roundOdds(moneyLineToDecimal(l)));
    fc.assert(fc.property(fc.integer({ min: 101, max: MAX_LINE }), (l) => roundTrip(l) === l));
    for (let l = -100; l >= -1000; l--) expect(roundTrip(l)).toBe(l);
  });
});

describe("roundTo and roundOdds", () => {
  it("rounds half away from zero on the decimal digits, not the binary ones", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.00005, 4)).toBe(1.0001);
    expect(roundTo(-2.345, 2)).toBe(-2.35);
    expect(roundTo(1e21, 2)).toBe(1e21);
    expect(roundOdds(1.9090909090909092)).toBe(1.9091);
    expect(roundOdds(2.5)).toBe(2.5);
  });

  it("keeps at most 4 decimals and moves the value by at most half a unit", () => {
    fc.assert(
      fc.property(decimalAboveOne, (d) => {
        const r = roundOdds(d);
        expect(Math.abs(r - d)).toBeLessThanOrEqual(0.00005 + 1e-12);
        expect(Number(r.toFixed(4))).toBe(r);
      }),
    );
  });

  it("throws on non-finite input", () => {
    expect(() => roundTo(NaN, 2)).toThrow(RangeError);
  });
});

describe("parlayQuote", () => {
  it("quotes a two-leg parlay for the default stake of 100", () => {
    expect(parlayQuote([150, -200])).toEqual({ decimal: 3.75, betTotal: 275, payout: 375, profit: 275 });
  });

  it("rounds the exact product once: the decimal to 4 places and money to cents", () => {
    // 1.90909...² = 3.644628..., not the 3.64466 of 1.9091², which legs rounded first would give.
    expect(parlayQuote([-110, -110])).toEqual({ decimal: 3.6446, betTotal: 264, payout: 364.46, profit: 264.46 });
    expect(parlayQuote([-110, -110], 25)).toEqual({ decimal: 3.6446, betTotal: 264, payout: 91.12, profit: 66.12 });
  });

  it("gives a negative total when heavy favourites combine below even money", () => {
    // 1.1 * 1.1 = 1.21
    expect(parlayQuote([-1000, -1000])).toEqual({ decimal: 1.21, betTotal: -476, payout: 121, profit: 21 });
  });

  it("stays within rounding of the float product, and the payout is the stake times it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 100, max: 2000 }), fc.integer({ min: -2000, max: -100 })), {
          minLength: 2,
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 10_000 }),
        (lines, stake) => {
          const quote = parlayQuote(lines, stake);
          const product = lines.map(moneyLineToDecimal).reduce((a, b) => a * b, 1);
          expect(Math.abs(quote.decimal - product)).toBeLessThanOrEqual(0.00005 + product * 1e-12);
          expect(Math.abs(quote.payout - stake * product)).toBeLessThanOrEqual(0.005 + stake * product * 1e-12);
          expect(quote.profit).toBeCloseTo(quote.payout - stake, 9);
          expect(quote.profit).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("rejects invalid lines, an empty parlay and a bad stake", () => {
    expect(() => parlayQuote([150, 0])).toThrow(RangeError);
    expect(() => parlayQuote([150, 120.5])).toThrow(RangeError);
    expectOddsError(() => parlayQuote([]));
    expect(() => parlayQuote([150], -1)).toThrow(RangeError);
    expect(() => parlayQuote([150], NaN)).toThrow(RangeError);
  });
});

describe("formatMoneyLine", () => {
  it.each([
    [150, "+150"],
    [100, "+100"],
    [-200, "-200"],
    [-100, "-100"],
  ])("%d -> %s", (line, text) => expect(formatMoneyLine(line)).toBe(text));

  it("round-trips through Number for every valid line", () => {
    fc.assert(fc.property(validLine, (l) => Number(formatMoneyLine(l)) === l && /^[+-]\d+$/.test(formatMoneyLine(l))));
  });
});
