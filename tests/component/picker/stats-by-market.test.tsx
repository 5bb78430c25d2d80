// The Statistics tab breaks a picker's record and points down by market, scaled as the score is.
import { render, screen, within } from "@testing-library/react";
import { StatsPanel } from "@/components/picker/StatsPanel";
import type { MarketRecord, PickerStats } from "@/lib/contracts/pickers";

const none: MarketRecord = { picks: 0, pending: 0, wins: 0, losses: 0, pushes: 0, winRate: null, points: "0.0000" };

const stats: PickerStats = {
  score: "4.4091",
  totalPicksCount: 7,
  pendingPicksCount: 1,
  favoriteSport: "football",
  winRate: { WIN: 42.86, LOOSE: 42.86, PENDING: 14.28 },
  // The tab does not read the skill figures.
  skill: {} as PickerStats["skill"],
  byMarket: {
    MONEY_LINE: { picks: 3, pending: 1, wins: 1, losses: 1, pushes: 0, winRate: 50, points: "2.5000" },
    SPREAD: { picks: 4, pending: 0, wins: 1, losses: 2, pushes: 1, winRate: 33.33, points: "1.9091" },
    TOTAL: none,
  },
};

test("each market has its row: picks, won-lost-push, win rate over decided picks and points", () => {
  render(<StatsPanel stats={stats} />);
  const table = screen.getByRole("table", { name: "By market" });
  const row = (name: string) => within(table).getByRole("row", { name: new RegExp(`^${name}`) });
  expect(within(row("Money line")).getAllByRole("cell").map((c) => c.textContent)).toEqual(["3", "1-1-0", "50%", "2585.00"]);
  expect(within(row("Spread")).getAllByRole("cell").map((c) => c.textContent)).toEqual(["4", "1-2-1", "33%", "1974.01"]);
  expect(within(row("Total")).getAllByRole("cell").map((c) => c.textContent)).toEqual(["0", "0-0-0", "–", "0.00"]);
});
