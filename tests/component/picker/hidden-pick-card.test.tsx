// Another picker's hidden pick reads "Picked ✓" on its game, and a hidden parlay its number of legs: nothing of the side.
import { render, screen } from "@testing-library/react";
import { PickCard } from "@/components/picker/PickCard";
import { ParlaySummary } from "@/components/picker/ParlaySummary";
import { ParlayImage, PickImage } from "@/components/share/ShareImages";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import type { PickView } from "@/lib/contracts/picks";
import { pickView } from "../../support/pick-view-factory";

function hiddenPick(): PickView {
  const { id, userId, fixtureId, kind, state, createdAt, sport, league, fixture } = pickView({ userId: "u", fixtureId: 1, sport: "hockey", createdAt: "2030-01-05T10:00:00.000Z" }) as Extract<PickView, { hidden: false }>;
  return { hidden: true, id, userId, fixtureId, kind, state, createdAt, sport, league, fixture };
}

const shell = { supportEmail: "help@example.test", timeZone: "America/New_York" };

test("a hidden pick names its game and says Picked, never a team as the side or a price", () => {
  const { container } = render(
    <ShellConfigProvider value={shell}>
      <PickCard pick={hiddenPick()} as="div" />
    </ShellConfigProvider>,
  );
  expect(screen.getByText("Picked ✓")).toBeInTheDocument();
  expect(screen.getByText("Hidden until the game starts")).toBeInTheDocument();
  expect(container.querySelector("strong")?.textContent).toBe("Picked ✓");
  expect(container.textContent).not.toMatch(/-150|Picked Boston/);
});

test("a visible pick still names its side", () => {
  const { container } = render(
    <ShellConfigProvider value={shell}>
      <PickCard pick={pickView()} as="div" />
    </ShellConfigProvider>,
  );
  expect(container.querySelector("strong")?.textContent).toBe("BOS -150");
});

test("a hidden parlay says how many legs it has and nothing of them", () => {
  render(
    <ul>
      <ParlaySummary parlay={{ hidden: true, id: 3, userId: "u", state: "PENDING", createdAt: "2030-01-05T10:00:00.000Z", legsCount: 3 }} />
    </ul>,
  );
  expect(screen.getByText("Parlay of 3 legs")).toBeInTheDocument();
  expect(screen.getByText("Picked ✓")).toBeInTheDocument();
});

test("a hidden pick's and parlay's share images say Picked, not the side, price or legs", () => {
  const { container } = render(<PickImage pick={hiddenPick()} picker={{ username: "sphinx" }} version="v" />);
  // The image draws the label's check mark (its font has no such glyph).
  expect(container.textContent).toContain("Picked");
  expect(container.querySelector("svg path")).not.toBeNull();
  expect(container.textContent).not.toMatch(/-150|picked Boston/i);
  const parlay = render(
    <ParlayImage parlay={{ hidden: true, id: 3, userId: "u", state: "PENDING", createdAt: "2030-01-05T10:00:00.000Z", legsCount: 2 }} picker={{ username: "sphinx" }} version="v" />,
  );
  expect(parlay.container.textContent).toContain("Parlay of 2 legs");
  expect(parlay.container.textContent).toContain("Picked");
  expect(parlay.container.querySelector("svg path")).not.toBeNull();
});
