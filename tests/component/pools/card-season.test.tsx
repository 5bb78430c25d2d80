// A card pool's season panel: its rule with the last day, each week's winners with the card's tiebreak words, the
// champion once the season is over, the finished seasons with their tables on demand, and the owner's next season.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import { CardSeasonPanel } from "@/components/pools/card/CardSeasonPanel";
import type { CardSeason, CardTable } from "@/lib/contracts/card-pools";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }), usePathname: () => "/pools/p1" }));

const json = (status: number, body: unknown) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as unknown as Response;
const fresh = (children: ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const SEASON: CardSeason = {
  weeks: {
    current: "2026-11-23",
    seasonStart: "2026-11-02",
    weeks: [
      { start: "2026-11-16", label: "Week of Nov 16", final: true, winners: [{ userId: "ann", username: "ann", points: "9.0000", decidedBy: "GUESS" }] },
      { start: "2026-11-09", label: "Week of Nov 9", final: true, winners: [{ userId: "bob", username: "bob", points: "5.0000", decidedBy: null }] },
    ],
  },
  seasonEnd: "2026-11-22",
  over: true,
  champions: [{ userId: "ann", username: "ann", points: "18.0000" }],
  past: [{ start: "2026-08-31", end: "2026-11-01", dropWeeks: 1, champions: [{ userId: "cy", username: "cy", points: "30.0000" }] }],
};

const pastTable: CardTable = {
  table: "season", final: true, tiebreakRule: "", next: null,
  rows: [{ rank: 1, userId: "cy", username: "cy", points: "30.0000", wins: 20, autoPicks: 0, guessMiss: null, clv: null, decidedBy: null, droppedWeeks: ["2026-09-07"] }],
};

afterEach(() => jest.restoreAllMocks());

test("an ended season names its champion and each week's winner with the tiebreak that decided, in the card's own words", () => {
  render(fresh(<CardSeasonPanel poolId="p1" callerId="bob" isOwner={false} initial={SEASON} />));
  expect(screen.getByRole("status")).toHaveTextContent("The season is over. Champion ann (18.00 pts.)");
  expect(screen.getByText(/counts from the week of Nov 2 and ends on Nov 22, 2026\. Ties: Members level on points/)).toBeInTheDocument();
  const winners = within(screen.getByRole("list", { name: "Weekly winners" })).getAllByRole("listitem", { name: "" });
  expect(winners[0]).toHaveTextContent("ann · 9.00 pts. (tiebreak: closer guess of the last game's total)");
  expect(screen.getByRole("link", { name: "Week of Nov 16" })).toHaveAttribute("href", "?week=2026-11-16");
  // Only the owner may start the next season.
  expect(screen.queryByRole("form", { name: "Next season" })).toBeNull();
});

test("a finished season shows its champion, and its table as kept once asked for", async () => {
  global.fetch = jest.fn(async () => json(200, { payload: pastTable })) as unknown as typeof fetch;
  render(fresh(<CardSeasonPanel poolId="p1" callerId="bob" isOwner={false} initial={{ ...SEASON, over: false, champions: [] }} />));
  expect(screen.queryByRole("status")).toBeNull();
  const past = within(screen.getByRole("list", { name: "Past seasons" })).getAllByRole("listitem")[0];
  expect(past).toHaveTextContent("Season of Aug 31 to Nov 1, 2026: Champion cy (30.00 pts.)");
  expect(global.fetch).not.toHaveBeenCalled();
  await userEvent.click(within(past).getByRole("button", { name: "Show its table" }));
  const table = await screen.findByRole("list", { name: "Table, Season of Aug 31 to Nov 1, 2026" });
  expect(table).toHaveTextContent("Dropped: Sep 7");
  expect(global.fetch).toHaveBeenCalledWith("/api/pools/p1/card/table?table=season&season=2026-08-31", expect.anything());
});

test("the owner starts the next season with its last day in one step, and the panel shows the new season", async () => {
  const next: CardSeason = { ...SEASON, over: false, champions: [], seasonEnd: "2027-02-07", weeks: { current: "2026-11-23", seasonStart: "2026-11-23", weeks: [] }, past: [...SEASON.past] };
  global.fetch = jest.fn(async () => json(200, { payload: next })) as unknown as typeof fetch;
  render(fresh(<CardSeasonPanel poolId="p1" callerId="ann" isOwner initial={SEASON} />));
  const form = screen.getByRole("form", { name: "Next season" });
  await userEvent.type(within(form).getByLabelText("Last day of the next season"), "2027-02-07");
  await userEvent.click(within(form).getByRole("button", { name: "Start the next season with the same members" }));
  expect(await screen.findByText(/counts from the week of Nov 23 and ends on Feb 7, 2027/)).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith("/api/pools/p1/card/season", expect.objectContaining({ method: "POST", body: JSON.stringify({ seasonEnd: "2027-02-07" }) }));
  expect(screen.queryByRole("form", { name: "Next season" })).toBeNull();
  expect(refresh).toHaveBeenCalled();
});
