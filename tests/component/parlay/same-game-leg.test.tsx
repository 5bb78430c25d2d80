// A second pick on a game already in the parlay takes that game's place, and the builder says so in words: a parlay
// can include each game only once.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ParlayPanel } from "@/components/parlay/ParlayPanel";
import type { FixturePage } from "@/lib/contracts/fixtures";
import { fixtureOf } from "../fixtures/fixture-factory";
import { renderParlayBoard } from "../fixtures/render-parlay-board";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }), usePathname: () => "/football/nfl" }));

const page: FixturePage = { items: [fixtureOf()], nextCursor: null };

beforeEach(() => {
  window.sessionStorage.clear();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ payload: page }) }) as Response) as typeof fetch;
});

test("picking the other side of a game in the parlay replaces its leg and says why, and the notice goes with the next change", async () => {
  const user = userEvent.setup();
  renderParlayBoard(page, <ParlayPanel />);
  await user.click(screen.getByRole("button", { name: "Create new parlay" }));
  const panel = await screen.findByTestId("parlay-panel");

  await user.click(screen.getByRole("button", { name: /: add Buffalo Bills to parlay$/ }));
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: /: add Kansas City Chiefs to parlay$/ }));

  expect(screen.getAllByTestId("parlay-leg").map((leg) => leg.textContent)).toEqual([expect.stringContaining("Kansas City Chiefs")]);
  expect(screen.getByRole("alert")).toHaveTextContent(
    "A parlay can include each game only once: Kansas City Chiefs took the place of Buffalo Bills (BUF @ KC)",
  );

  await user.click(screen.getByRole("button", { name: "Remove Kansas City Chiefs from the parlay" }));
  expect(panel).not.toHaveTextContent(/only once/);
});
