// An independent reference for parlay pricing: exact fractions of BigInt, rounded once, half away from zero.

type Fraction = { num: bigint; den: bigint };

/** A money line's decimal odds as an exact fraction: 1 + line/100, or 1 + 100/|line|. */
function legFraction(line: number): Fraction {
  const l = BigInt(line);
  return l > 0n ? { num: 100n + l, den: 100n } : { num: 100n - l, den: -l };
}

export function exactProduct(lines: number[]): Fraction {
  return lines.map(legFraction).reduce((a, b) => ({ num: a.num * b.num, den: a.den * b.den }), { num: 1n, den: 1n });
}

/** `num/den` (both positive) rounded half up to `places` decimals, written out as a fixed-point string. */
function fixed({ num, den }: Fraction, places: number): string {
  const scale = 10n ** BigInt(places);
  const units = (2n * num * scale + den) / (2n * den);
  const whole = units / scale;
  return places === 0 ? String(whole) : `${whole}.${String(units % scale).padStart(places, "0")}`;
}

/** Math.round's rule (half towards +infinity) for any sign, on an exact fraction with a positive denominator. */
function roundHalfUp({ num, den }: Fraction): number {
  const twice = 2n * num + den;
  const d = 2n * den;
  const floor = twice >= 0n ? twice / d : -((-twice + d - 1n) / d);
  return Number(floor);
}

/** What a parlay of these lines must price at, for a stake given in cents. */
export function exactQuote(lines: number[], stakeCents = 10_000n) {
  const p = exactProduct(lines);
  const betTotal =
    p.num > 2n * p.den
      ? roundHalfUp({ num: (p.num - p.den) * 100n, den: p.den })
      : roundHalfUp({ num: -100n * p.den, den: p.num - p.den });
  const payoutCents = BigInt(fixed({ num: p.num * stakeCents, den: p.den }, 0));
  const money = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
  return { decimal: fixed(p, 4), betTotal, payout: money(payoutCents), profit: money(payoutCents - stakeCents) };
}
