// The skill figures in plain words, as the profile's Skill card says them.
import { formatMoneyLine, roundTo } from "./odds";

type Figures = {
  settledPicks: number;
  beatCloseRate: number | null;
  averageClv: number | null;
  luck: number;
};

const points = (value: number) => {
  const rounded = roundTo(Math.abs(value), 1);
  return `${rounded.toFixed(1)} ${rounded === 1 ? "point" : "points"}`;
};

/** Rate and CLV are percentages (0–100), as the stats contract carries them. */
export function skillSentences(figures: Figures): string[] {
  const { beatCloseRate, averageClv, luck } = figures;
  if (beatCloseRate === null || averageClv === null) return [];
  const clv = roundTo(Math.abs(averageClv), 1).toFixed(1);
  return [
    `Beats the closing line ${Math.round(beatCloseRate)}% of the time`,
    // Below what one decimal shows, "0.0% worse" would read as a verdict on a difference too small to print.
    clv === "0.0"
      ? "Gets the closing price on average"
      : `Gets odds ${clv}% ${averageClv > 0 ? "better" : "worse"} than the closing line on average`,
    Math.abs(luck) < 0.05
      ? "Scored what the odds expected"
      : `Scored ${points(luck)} ${luck > 0 ? "more" : "fewer"} than the odds expected`,
  ];
}

/** What the card says below the minimum sample, instead of noisy figures. */
export function morePicksNeeded(settled: number, minimum: number): string {
  const missing = Math.max(0, minimum - settled);
  return `Skill figures appear after ${minimum} settled picks: ${missing} more ${missing === 1 ? "pick is" : "picks are"} needed (${settled} so far).`;
}

/** "Odds +150 · closing line +120": the price a pick took beside the market's last price before the start. */
export function takenAgainstClose(taken: number, closing: number | null, takenLabel = "Odds"): string {
  const price = `${takenLabel} ${formatMoneyLine(taken)}`;
  return closing === null ? price : `${price} · closing line ${formatMoneyLine(closing)}`;
}

/** What the Sharpest board tells a picker below the minimum sample of the period. */
export function boardPicksNeeded(settled: number, minimum: number): string {
  const missing = Math.max(0, minimum - settled);
  return `You have ${settled} settled ${settled === 1 ? "pick" : "picks"} with a closing line in this period: ${missing} more and you are ranked here.`;
}
