// A pick card reads as a bet slip, as the board, the game page and notifications do: "BUF +150" (money line),
// "BUF -2.5 (-110)" (spread), "Over 47.5 (-105)" (total); once its game has started, a money-line pick shows its side's
// closing line beside it.
import { render, screen } from "@testing-library/react";
import { PickCard } from "@/components/picker/PickCard";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import type { PickView } from "@/lib/contracts/picks";
import { pickView } from "../../support/pick-view-factory";

const pickWith = (over: Record<string, unknown>) => pickView({ side: "AWAY", moneyLine: 150, ...over });

function renderCard(pick: PickView) {
  return render(
    <ShellConfigProvider value={{ supportEmail: "help@example.test", timeZone: "America/New_York" }}>
      <PickCard pick={pick} as="div" />
    </ShellConfigProvider>,
  );
}

test.each([
  ["a money line", {}, "BUF +150"],
  ["a spread", { market: "SPREAD", side: "HOME", point: -2.5, moneyLine: -110 }, "BOS -2.5 (-110)"],
  ["a level spread", { market: "SPREAD", point: 0, moneyLine: -110 }, "BUF PK (-110)"],
  ["a total", { market: "TOTAL", side: "OVER", point: 47.5, moneyLine: -105 }, "Over 47.5 (-105)"],
])("%s reads as a bet slip, its price said once", (_, over, slip) => {
  const { container } = renderCard(pickWith(over));
  expect(container.querySelector("strong")?.textContent).toBe(slip);
  expect(screen.getByText(slip).parentElement).toHaveTextContent(`Picked ${slip}`);
  expect(container.textContent).not.toMatch(/Odds|Buffalo Sabres -|Boston Bruins -/);
  expect(container.textContent!.split(slip.match(/[+-]1\d\d/)![0])).toHaveLength(2);
});

test("before the start a pick shows no closing line", () => {
  renderCard(pickWith({}));
  expect(screen.queryByText(/closing line/i)).toBeNull();
});

test("after the start a money-line pick shows its side's closing line", () => {
  renderCard(pickWith({ closingMoneyLine: 120, state: "FINAL", outcome: "WIN", points: 2.5 }));
  expect(screen.getByText("Closing line +120")).toBeInTheDocument();
});
