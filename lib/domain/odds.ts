// Money-line odds math: US lines to decimal odds, parlay combination and quotes.
import { decimalFraction, fractionToMoneyLine, moneyLineFraction, productOf, roundedUnits, unitsToNumber } from "./odds-fraction";

export const INVALID_DECIMAL_ODDS_MESSAGE =
  "Invalid decimal odds: must be greater than 1 to calculate a valid moneyline.";

export class OddsError extends Error {
  constructor(message: string = INVALID_DECIMAL_ODDS_MESSAGE) {
    super(message);
    this.name = "OddsError";
  }
}

/** Decimal places kept for stored odds; a correct pick scores exactly its stored decimal odds. */
export const ODDS_DECIMALS = 4;

// Shifting through the decimal exponent instead of multiplying by 10^n avoids binary
// artefacts such as 1.00005 * 1e4 === 10000.499999999998 rounding the wrong way.
function shift(value: number, places: number): number {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half away from zero at a decimal place, as a person doing the sum on paper would. */
export function roundTo(value: number, places: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const rounded = shift(Math.round(shift(Math.abs(value), places)), -places);
  return value < 0 ? -rounded : rounded;
}

export function roundOdds(decimal: number): number {
  return roundTo(decimal, ODDS_DECIMALS);
}

export function isValidMoneyLine(line: number): boolean {
  return Number.isInteger(line) && Math.abs(line) >= 100;
}

function assertMoneyLine(line: number): void {
  if (!isValidMoneyLine(line)) throw new RangeError(`Invalid money line: ${line}`);
}

export function moneyLineToDecimal(line: number): number {
  assertMoneyLine(line);
  return line > 0 ? 1 + line / 100 : 1 + 100 / Math.abs(line);
}

/**
 * The product's formula: above 2 decimal the line is positive, otherwise negative, so decimal
 * exactly 2 (even money) comes back as -100, never +100.
 */
export function decimalToMoneyLine(decimal: number): number {
  // `!(x > 1)` also rejects NaN; infinite odds have no line either.
  if (!(decimal > 1) || !Number.isFinite(decimal)) throw new OddsError(INVALID_DECIMAL_ODDS_MESSAGE);
  return fractionToMoneyLine(decimalFraction(decimal));
}

export type ParlayQuote = { decimal: number; betTotal: number; payout: number; profit: number };

/**
 * The one parlay price, for a stake (100 by default, as the product's builder shows; counted in cents). The legs'
 * exact odds are multiplied as fractions and each figure is rounded once from that exact product: `decimal` to
 * 4 places (what is stored and scored), the payout to the cent, `betTotal` by the product's line formula. Rounding
 * the legs first would be a cent off (+190 and -105 pay 566.19, not 566.20).
 */
export function parlayQuote(moneyLines: number[], stake = 100): ParlayQuote {
  if (!Number.isFinite(stake) || stake < 0) throw new RangeError(`Invalid stake: ${stake}`);
  moneyLines.forEach(assertMoneyLine);
  const product = productOf(moneyLines.map(moneyLineFraction));
  if (product.num <= product.den) throw new OddsError(INVALID_DECIMAL_ODDS_MESSAGE);
  const stakeCents = BigInt(Math.round(shift(stake, 2)));
  const payoutCents = roundedUnits({ num: product.num * stakeCents, den: product.den }, 0);
  return {
    decimal: unitsToNumber(roundedUnits(product, ODDS_DECIMALS), ODDS_DECIMALS),
    betTotal: fractionToMoneyLine(product),
    payout: unitsToNumber(payoutCents, 2),
    profit: unitsToNumber(payoutCents - stakeCents, 2),
  };
}

export function formatMoneyLine(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}
