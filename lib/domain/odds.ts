// Money-line odds math: US lines to decimal odds, parlay combination and quotes.

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

export function moneyLineToDecimal(line: number): number {
  if (!isValidMoneyLine(line)) throw new RangeError(`Invalid money line: ${line}`);
  return line > 0 ? 1 + line / 100 : 1 + 100 / Math.abs(line);
}

/**
 * The spec's formula: above 2 decimal the line is positive, otherwise negative, so decimal
 * exactly 2 (even money) comes back as -100, never +100.
 */
export function decimalToMoneyLine(decimal: number): number {
  // `!(x > 1)` also rejects NaN; infinite odds have no line either.
  if (!(decimal > 1) || !Number.isFinite(decimal)) throw new OddsError(INVALID_DECIMAL_ODDS_MESSAGE);
  return decimal > 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}

/**
 * Legs are multiplied in sorted order so the float result, and therefore the stored 4-decimal
 * odds, are bit-for-bit the same whichever order the picker added the legs in.
 */
export function combineDecimalOdds(decimals: number[]): number {
  const product = [...decimals].sort((a, b) => a - b).reduce((acc, d) => acc * d, 1);
  if (!(product > 1) || !Number.isFinite(product)) throw new OddsError(INVALID_DECIMAL_ODDS_MESSAGE);
  return product;
}

export type ParlayQuote = { decimal: number; betTotal: number; payout: number; profit: number };

/**
 * Quote for a stake (100 by default, as the spec's builder shows). Every field derives from the
 * 4-decimal `decimal`, the value that is stored and scored, so the quote never disagrees with it.
 * The legs are combined from their stored 4-decimal odds (what each leg scores alone), so the
 * quote equals the product the seed stores and the settlement re-prices a parlay with.
 */
export function parlayQuote(moneyLines: number[], stake = 100): ParlayQuote {
  if (!Number.isFinite(stake) || stake < 0) throw new RangeError(`Invalid stake: ${stake}`);
  const decimal = roundOdds(combineDecimalOdds(moneyLines.map((line) => roundOdds(moneyLineToDecimal(line)))));
  const payout = roundTo(stake * decimal, 2);
  return {
    decimal,
    betTotal: decimalToMoneyLine(decimal),
    payout,
    profit: roundTo(payout - stake, 2),
  };
}

export function formatMoneyLine(line: number): string {
  return line > 0 ? `+${line}` : String(line);
}
