// A pick shows the odds it took, and once its game has started, its side's closing line beside them.
import { render, screen } from "@testing-library/react";
import { PickCard } from "@/components/picker/PickCard";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import type { PickView } from "@/lib/contracts/picks";

const team = (name: string) => ({ id: name.length, name, abbreviation: name.slice(0, 3).toUpperCase(), color: "#123456" });
const pickWith = (over: Partial<PickView>) =>
  ({
    id: 1, side: "AWAY", kind: "NORMAL", state: "PENDING", outcome: null, points: 0, league: "nhl", moneyLine: 150, closingMoneyLine: null,
    fixture: { id: 1, startsAt: "2030-01-06T18:00:00.000Z", teams: { home: team("Boston Bruins"), away: team("Buffalo Sabres") } },
    ...over,
  }) as unknown as PickView;

function renderCard(pick: PickView) {
  render(
    <ShellConfigProvider value={{ supportEmail: "help@example.test", timeZone: "America/New_York" }}>
      <PickCard pick={pick} as="div" />
    </ShellConfigProvider>,
  );
}

test("before the start: only the odds taken", () => {
  renderCard(pickWith({}));
  expect(screen.getByText("Odds +150")).toBeInTheDocument();
  expect(screen.queryByText(/closing line/)).toBeNull();
});

test("after the start: the closing line beside the odds taken", () => {
  renderCard(pickWith({ closingMoneyLine: 120, state: "FINAL", outcome: "WIN", points: 2.5 }));
  expect(screen.getByText("Odds +150 · closing line +120")).toBeInTheDocument();
});
