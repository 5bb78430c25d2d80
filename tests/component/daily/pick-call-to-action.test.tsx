// The calls to pick under a daily report and under a shared pick: a signed-in picker is sent to the game with each
// page's own invitation while it takes picks, and to who picked what once it does not; a visitor is asked to join.
import { render, screen } from "@testing-library/react";
import { PickCallToAction } from "@/components/daily/PickCallToAction";
import { SharedPickCallToAction } from "@/components/share/SharedPickCallToAction";

const shell = { state: null as { user: { id: string } | null } | null };
jest.mock("@/lib/swr/use-shell-user", () => ({ useShellUser: () => ({ state: shell.state }) }));
jest.mock("@/components/auth/LoginPanelProvider", () => ({ useLoginPanel: () => ({ openLoginPanel: jest.fn() }) }));

const fixtureHref = "/football/nfl/fixture/7";

beforeEach(() => {
  shell.state = { user: { id: "u1" } };
});

it.each([
  ["daily report", PickCallToAction, "Agree with the report? Make your own call before kick-off."],
  ["shared pick", SharedPickCallToAction, "Your call? Make your own pick on this game before it starts."],
])("under a %s, sends a signed-in picker to the open game with its own invitation", (_, CallToAction, invitation) => {
  render(<CallToAction fixtureHref={fixtureHref} open />);
  expect(screen.getByText(invitation)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Pick this game" })).toHaveAttribute("href", fixtureHref);
});

it.each([
  ["daily report", PickCallToAction],
  ["shared pick", SharedPickCallToAction],
])("under a %s, shows a signed-in picker who picked what once the game is closed", (_, CallToAction) => {
  render(<CallToAction fixtureHref={fixtureHref} open={false} />);
  expect(screen.getByText("See who picked what on this game.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "See the game" })).toHaveAttribute("href", fixtureHref);
});

it("asks a visitor to sign up or log in instead", () => {
  shell.state = { user: null };
  render(<SharedPickCallToAction fixtureHref={fixtureHref} open />);
  expect(screen.getByRole("link", { name: "Log in to pick" })).toHaveAttribute("href", "/login");
  expect(screen.queryByRole("link", { name: "Pick this game" })).not.toBeInTheDocument();
});
