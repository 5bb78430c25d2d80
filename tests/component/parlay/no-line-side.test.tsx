// The parlay builder on the dashboard does not offer a side without a money line: the button is disabled and says why,
// so no "cannot join a parlay" refusal is ever needed; the game's other side joins as usual.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ParlayPanel } from "@/components/parlay/ParlayPanel";
import type { FixturePage } from "@/lib/contracts/fixtures";
import { fixtureOf } from "../fixtures/fixture-factory";
import { renderParlayBoard } from "../fixtures/render-parlay-board";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }), usePathname: () => "/football/nfl" }));

const page: FixturePage = { items: [fixtureOf({ bet: { type: "MONEY_LINE", home: null, away: 120, closing: null } })], nextCursor: null };

beforeEach(() => {
  window.sessionStorage.clear();
  // jsdom has no fetch Response: the fetcher only needs ok, status and json().
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ payload: page }) }) as Response) as typeof fetch;
});

test("with the builder open, the side without a line is a disabled button that says why, and never reaches the builder", async () => {
  const user = userEvent.setup();
  renderParlayBoard(page, <ParlayPanel />);
  await user.click(screen.getByRole("button", { name: "Create new parlay" }));
  const panel = await screen.findByTestId("parlay-panel");

  const noLine = screen.getByRole("button", { name: / Kansas City Chiefs .*: no money line yet$/ });
  expect(noLine).toBeDisabled();
  await user.click(noLine);
  expect(screen.queryByText(/cannot join a parlay/)).not.toBeInTheDocument();
  expect(screen.queryAllByTestId("parlay-leg")).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: /: add Buffalo Bills to parlay$/ }));
  expect(screen.getAllByTestId("parlay-leg").map((leg) => leg.textContent)).toEqual([expect.stringContaining("Buffalo Bills")]);
  expect(panel).not.toHaveTextContent(/no money line/i);
  expect(jest.mocked(global.fetch).mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
});
