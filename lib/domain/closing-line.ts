// Skill figures from prices: closing-line value, the market's fair win chance and the points a pick should earn.
import { offeredLine, type GameLines, type PickedLine } from "./markets";
import { moneyLineToDecimal, roundOdds } from "./odds";

/** Below this many counted picks a skill figure is noise: the product says how many more are needed instead. */
export const MIN_SKILL_SAMPLE = 20;

/** The decimal odds a pick is scored at: the same conversion and rounding as the stored pick odds. */
export function pickDecimal(moneyLine: number): number {
  return roundOdds(moneyLineToDecimal(moneyLine));
}

/** Positive when the price taken was better than the market's last price before the start. */
export function closingLineValue(takenLine: number, closingLine: number): number {
  return pickDecimal(takenLine) / pickDecimal(closingLine) - 1;
}

/**
 * The closing price a pick's CLV is measured against: its side's last price before the start in its market, and for a
 * spread or total only at the point it took. A moved point is a different bet (-2.5 and -3 are not the same wager at
 * any price), so such a pick has no closing price and stays out of the skill figures (docs/adr-market-skill.md).
 */
export function closingPriceOf(pick: Pick<PickedLine, "market" | "side" | "point">, closing: GameLines): number | null {
  const line = offeredLine(closing, pick.market, pick.side);
  if (!line) return null;
  return line.point === pick.point ? line.price : null;
}

/** The side's win chance with the bookmaker's margin taken out: its implied share of both implied chances. */
export function fairProbability(line: number, opposingLine: number): number {
  const own = 1 / pickDecimal(line);
  return own / (own + 1 / pickDecimal(opposingLine));
}

/** What a pick is worth on average at its price: a win scores the decimal odds, a loss nothing. */
export function expectedPoints(line: number, opposingLine: number): number {
  return fairProbability(line, opposingLine) * pickDecimal(line);
}

/** A settled pick with both sides' lines at pick time and its side's closing line. */
export type SkillPick = { moneyLine: number; opposingMoneyLine: number; closingMoneyLine: number; points: number };

export type SkillSummary = {
  settledCount: number;
  /** Share (0–1) of picks whose price beat the close. */
  beatCloseRate: number | null;
  averageClv: number | null;
  actualPoints: number;
  expectedPoints: number;
  /** Actual minus expected: what the results gave beyond (or below) what the prices were worth. */
  luck: number;
};

export function summarizeSkill(picks: readonly SkillPick[]): SkillSummary {
  let clvSum = 0;
  let beats = 0;
  let actual = 0;
  let expected = 0;
  for (const pick of picks) {
    const clv = closingLineValue(pick.moneyLine, pick.closingMoneyLine);
    clvSum += clv;
    if (clv > 0) beats += 1;
    actual += pick.points;
    expected += expectedPoints(pick.moneyLine, pick.opposingMoneyLine);
  }
  const n = picks.length;
  return {
    settledCount: n,
    beatCloseRate: n ? beats / n : null,
    averageClv: n ? clvSum / n : null,
    actualPoints: actual,
    expectedPoints: expected,
    luck: actual - expected,
  };
}
