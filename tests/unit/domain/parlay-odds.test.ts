// Parlay pricing properties not covered by odds.test.ts: quotes independent of leg order, the even-money boundary, and the per-leg round trip.
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { decimalToMoneyLine, moneyLineToDecimal, parlayQuote } from "@/lib/domain/odds";
import { PARLAY_MAX_LEGS, PARLAY_MIN_LEGS } from "@/lib/domain/parlay-rules";
import { exactProduct } from "../../support/exact-odds";

const line = fc.oneof(fc.integer({ min: 100, max: 1500 }), fc.integer({ min: -1500, max: -100 }));
const legs = fc.array(line, { minLength: PARLAY_MIN_LEGS, maxLength: PARLAY_MAX_LEGS });

describe("parlay pricing", () => {
  it("quotes the same totals whatever order the legs were added in", () => {
    fc.assert(
      fc.property(legs, fc.array(fc.nat(), { minLength: PARLAY_MAX_LEGS, maxLength: PARLAY_MAX_LEGS }), (lines, keys) => {
        const shuffled = lines.map((l, i) => [keys[i], l] as const).sort((a, b) => a[0] - b[0]).map(([, l]) => l);
        expect(parlayQuote(shuffled)).toEqual(parlayQuote(lines));
        expect(parlayQuote([...lines].reverse())).toEqual(parlayQuote(lines));
      }),
    );
  });

  it("shows a positive total exactly when the exact combined decimal is above 2, and -100 at exactly 2", () => {
    fc.assert(
      fc.property(legs, (lines) => {
        const { num, den } = exactProduct(lines);
        expect(parlayQuote(lines).betTotal > 0).toBe(num > 2n * den);
      }),
    );
    // 1.5 × 1.3333… = 2 exactly: even money is written -100, never +100.
    expect(parlayQuote([-200, -300])).toEqual({ decimal: 2, betTotal: -100, payout: 200, profit: 100 });
    // Just above and just below even money.
    expect(parlayQuote([-200, -295]).betTotal).toBeGreaterThan(0);
    expect(parlayQuote([-200, -305]).betTotal).toBeLessThan(-100);
  });

  it("prices a one-leg quote as the leg itself: the line round-trips through its decimal odds", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 101, max: 5000 }), fc.integer({ min: -1000, max: -100 })), (l) => {
        expect(parlayQuote([l]).betTotal).toBe(l);
        expect(decimalToMoneyLine(moneyLineToDecimal(l))).toBe(l);
      }),
    );
  });

  it("pays out the stake times the combined decimal and profits that less the stake", () => {
    fc.assert(
      fc.property(legs, (lines) => {
        const quote = parlayQuote(lines);
        // For the builder's stake of 100 the payout is exactly the stored 4-decimal odds in cents.
        expect(quote.payout).toBe(Number((100 * quote.decimal).toFixed(2)));
        expect(quote.profit).toBeCloseTo(quote.payout - 100, 9);
      }),
    );
  });
});
