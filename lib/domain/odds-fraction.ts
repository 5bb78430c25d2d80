// Exact decimal odds as fractions of BigInt, so a parlay is priced from its exact product and rounded once.

/** num/den with den > 0. */
export type Fraction = { num: bigint; den: bigint };

/** A money line's decimal odds exactly: 1 + line/100 (underdog) or 1 + 100/|line| (favourite). */
export function moneyLineFraction(line: number): Fraction {
  const l = BigInt(line);
  return l > 0n ? { num: 100n + l, den: 100n } : { num: 100n - l, den: -l };
}

/** A finite JS number exactly as its shortest decimal string writes it (1.9091 is 19091/10000, not the binary value). */
export function decimalFraction(value: number): Fraction {
  const [mantissa, exponent = "0"] = String(value).split("e");
  const [whole, digits = ""] = mantissa.split(".");
  const shift = Number(exponent) - digits.length;
  const num = BigInt(whole + digits);
  return shift >= 0 ? { num: num * 10n ** BigInt(shift), den: 1n } : { num, den: 10n ** BigInt(-shift) };
}

export function productOf(fractions: Fraction[]): Fraction {
  return fractions.reduce((a, b) => ({ num: a.num * b.num, den: a.den * b.den }), { num: 1n, den: 1n });
}

/** floor(a / b) for b > 0 (BigInt division truncates towards zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  return a >= 0n ? a / b : -((-a + b - 1n) / b);
}

/** The fraction times 10^places, rounded half away from zero to an integer: the one rounding a price gets. */
export function roundedUnits({ num, den }: Fraction, places: number): bigint {
  const scaled = num * 10n ** BigInt(places);
  const units = floorDiv(2n * (scaled < 0n ? -scaled : scaled) + den, 2n * den);
  return scaled < 0n ? -units : units;
}

/** Integer units of 10^-places as a number, written through its decimal string so no binary artefact creeps in. */
export function unitsToNumber(units: bigint, places: number): number {
  return Number(`${units}e-${places}`);
}

/** Math.round (half towards +infinity) of an exact fraction, as the product's money-line formula rounds. */
export function mathRound({ num, den }: Fraction): number {
  return Number(floorDiv(2n * num + den, 2n * den));
}

/** The product's combined US line of decimal odds d = num/den: round((d-1)*100) above 2, else round(-100/(d-1)). */
export function fractionToMoneyLine({ num, den }: Fraction): number {
  return num > 2n * den ? mathRound({ num: (num - den) * 100n, den }) : mathRound({ num: -100n * den, den: num - den });
}
