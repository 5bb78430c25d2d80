// Demo pickers' skill: a few read the market early and take the side its line later moves towards, as sharp bettors do.
import { moneyLineToDecimal } from "@/lib/domain/odds";
import type { Lines } from "./money-lines";
import { unitFor } from "./random";
import type { Side } from "@/lib/domain/enum-values";

/** Chance (0–0.7) that a picker takes the side the market moves to; squared so most pickers are near 0. */
export function pickerSharpness(seed: string, username: string): number {
  return unitFor(seed, "sharpness", username) ** 2 * 0.7;
}

/** The side whose price shortened between the pick and the close: taking it early beat the closing line. */
export function sideTheLineMovesTo(atPick: Lines, atClose: Lines): Side | null {
  const shortened = (before: number | null, after: number | null) =>
    before !== null && after !== null && moneyLineToDecimal(after) < moneyLineToDecimal(before);
  if (shortened(atPick.homeMoneyLine, atClose.homeMoneyLine)) return "HOME";
  if (shortened(atPick.awayMoneyLine, atClose.awayMoneyLine)) return "AWAY";
  return null;
}
