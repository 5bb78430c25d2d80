// Parlay prices to the cent: the builder's quote equals an exact rational computation over random legs.
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { parlayQuote } from "@/lib/domain/odds";
import { builderQuote, builderReducer, INITIAL_BUILDER, type BuilderState } from "@/lib/domain/parlay-builder";
import { PARLAY_MAX_LEGS, PARLAY_MIN_LEGS } from "@/lib/domain/parlay-rules";
import { exactQuote } from "../../support/exact-odds";
import { choice } from "../../support/parlay-choices";

const line = fc.oneof(fc.integer({ min: 100, max: 3000 }), fc.integer({ min: -3000, max: -100 }));
/** Parlays the product records: the API refuses combined odds longer than Parlay.betTotal (a 4-byte integer) holds. */
const legs = fc
  .array(line, { minLength: PARLAY_MIN_LEGS, maxLength: PARLAY_MAX_LEGS })
  .filter((lines) => exactQuote(lines).betTotal <= 2_147_483_647);

function builderWith(lines: number[]): BuilderState {
  const open = builderReducer(INITIAL_BUILDER, { type: "NEW_PARLAY" });
  return lines.reduce((state, l, i) => builderReducer(state, { type: "EDIT_PARLAY", choice: choice(i + 1, "HOME", l) }), open);
}

const shown = (quote: { decimal: number; betTotal: number; payout: number; profit: number }) => ({
  decimal: quote.decimal.toFixed(4),
  betTotal: quote.betTotal,
  payout: quote.payout.toFixed(2),
  profit: quote.profit.toFixed(2),
});

describe("parlay pricing is exact, rounded once at the end", () => {
  it("prices +190 and -105 at 566.19 for 100, not the 566.20 of legs rounded first", () => {
    expect(shown(parlayQuote([190, -105]))).toEqual({ decimal: "5.6619", betTotal: 466, payout: "566.19", profit: "466.19" });
    expect(shown(builderQuote(builderWith([190, -105]))!)).toEqual(shown(parlayQuote([190, -105])));
  });

  it("prices -110 twice from 1.90909…², not 1.9091²", () => {
    expect(shown(parlayQuote([-110, -110]))).toEqual({ decimal: "3.6446", betTotal: 264, payout: "364.46", profit: "264.46" });
  });

  it("the builder's quote for a stake of 100 equals the exact rational price", () => {
    fc.assert(
      fc.property(legs, (lines) => {
        const expected = exactQuote(lines);
        expect(shown(builderQuote(builderWith(lines))!)).toEqual(expected);
        expect(shown(parlayQuote(lines))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("any stake in cents pays the exact product rounded to the cent", () => {
    fc.assert(
      fc.property(legs, fc.integer({ min: 1, max: 1_000_000 }), (lines, cents) => {
        const quote = parlayQuote(lines, cents / 100);
        const expected = exactQuote(lines, BigInt(cents));
        expect({ payout: quote.payout.toFixed(2), profit: quote.profit.toFixed(2) }).toEqual({ payout: expected.payout, profit: expected.profit });
      }),
      { numRuns: 300 },
    );
  });
});
