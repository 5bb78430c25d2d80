// The daily pick's game card shows the spread and total beside the money lines, each only where the game has it.
import { render, screen } from "@testing-library/react";
import { GameCard } from "@/components/daily/GameCard";
import { dailyPick } from "../../support/daily-pick-factory";

test("the spread and the total read as bet slips, each side with its point and price", () => {
  const pick = dailyPick({
    markets: {
      spread: { home: { point: -3, price: -110 }, away: { point: 3, price: -110 } },
      total: { points: 47.5, over: -105, under: -115 },
    },
  });
  render(<GameCard pick={pick} />);
  expect(screen.getByText("Spread").nextElementSibling).toHaveTextContent("BUF +3 (-110) · KC -3 (-110)");
  expect(screen.getByText("Total").nextElementSibling).toHaveTextContent("Over 47.5 (-105) · Under 47.5 (-115)");
});

test("a game without a spread or a total shows neither, never a placeholder line", () => {
  render(<GameCard pick={dailyPick({ markets: { spread: null, total: { points: 44, over: -110, under: -110 } } })} />);
  expect(screen.queryByText("Spread")).toBeNull();
  expect(screen.getByText("Total")).toBeInTheDocument();
  render(<GameCard pick={dailyPick()} />);
  expect(screen.getAllByText("Total")).toHaveLength(1);
});
