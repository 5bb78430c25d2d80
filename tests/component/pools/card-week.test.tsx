// A card pool's week on one screen: the grid's cells (no pick, hidden until kickoff, the pick with its result), live
// scores, each member's points and most possible, the guesses, the week selector, and the week and season tables with
// their tiebreaks, dropped weeks, week winner and champion.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import { CardTableList, CardTables } from "@/components/pools/card/CardTables";
import { CardWeekView } from "@/components/pools/card/CardWeekView";
import { WeekGrid } from "@/components/pools/card/WeekGrid";
import type { CardGrid, CardTable } from "@/lib/contracts/card-pools";
import { isLive } from "@/lib/swr/use-card-grid";

const json = (status: number, body: unknown) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as unknown as Response;
const fresh = (children: ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const team = (abbreviation: string) => ({ abbreviation, name: abbreviation });
type Game = CardGrid["games"][number];
const game = (fixtureId: number, extra: Partial<Game>): Game => ({
  fixtureId, league: "nfl", startsAt: "2026-11-22T18:00:00Z", started: false, status: "PREGAME", home: team("BUF"), away: team("MIA"), score: null, ...extra,
});
const shown = (fixtureId: number, extra: Partial<Extract<CardGrid["rows"][number]["cells"][number], { state: "shown" }>> = {}) => ({
  state: "shown" as const, fixtureId, side: "HOME" as const, point: -2.5, price: -110, confidence: 3, auto: false, outcome: null, points: "0.0000", ...extra,
});

const GRID: CardGrid = {
  week: "2026-11-16",
  next: null,
  games: [
    game(1, { started: true, status: "FINAL", score: { home: 24, away: 17 } }),
    game(2, { started: true, status: "IN_PROGRESS", score: { home: 7, away: 10 }, home: team("KC"), away: team("DEN") }),
    game(3, { home: team("DAL"), away: team("NYG") }),
  ],
  finalTotal: null,
  rows: [
    {
      userId: "ann", username: "ann", guess: "hidden", points: "3.0000", maxPoints: "6.0000",
      cells: [shown(1, { outcome: "WIN", points: "3.0000" }), shown(2, { side: "AWAY", point: 3.5, confidence: 1, auto: true }), { fixtureId: 3, state: "hidden" }],
    },
    { userId: "me", username: "me", guess: 41, points: "0.0000", maxPoints: "5.0000", cells: [shown(1, { side: "AWAY", point: 2.5, outcome: "LOOSE" }), { fixtureId: 2, state: "none" }, shown(3, { confidence: 2 })] },
  ],
};

afterEach(() => jest.restoreAllMocks());

test("each cell shows a started game's pick with its result, a hidden one as picked, and no pick as none; games show their live and final scores", () => {
  render(<WeekGrid grid={GRID} callerId="me" label="Week of Nov 16" />);
  const region = screen.getByRole("region", { name: "Picks, Week of Nov 16" });
  expect(region).toHaveAttribute("tabindex", "0");
  const columns = within(region).getAllByRole("columnheader");
  expect(columns[1]).toHaveTextContent("MIA @ BUFFinal 17–24");
  expect(columns[2]).toHaveTextContent("DEN @ KCLive 10–7");
  const ann = within(region).getByRole("row", { name: /^ann/ });
  const [annFirst, annLive, annHidden, annGuess] = within(ann).getAllByRole("cell");
  expect(annFirst).toHaveTextContent("BUF −2.53 pts. at stakeWon");
  expect(annLive).toHaveTextContent("DEN +3.51 pts. at stakeAutomatic");
  expect(annHidden).toHaveTextContent("Picked ✓");
  expect(annGuess).toHaveTextContent("Guessed ✓");
  expect(within(ann).getByRole("rowheader")).toHaveTextContent("ann3.00 pts. · up to 6.00");
  const me = within(region).getByRole("row", { name: /^me \(you\)/ });
  const [meFirst, meNone, meOpen, meGuess] = within(me).getAllByRole("cell");
  expect(meFirst).toHaveTextContent("MIA +2.5");
  expect(meFirst).toHaveTextContent("Lost");
  expect(meNone).toHaveTextContent("No pick");
  expect(meOpen).toHaveTextContent("DAL −2.52 pts. at stake");
  expect(meGuess).toHaveTextContent("41");
});

test("a game counts as live from its kickoff until it is over: only then is the grid read again on a timer", () => {
  expect(GRID.games.map(isLive)).toEqual([false, true, false]);
  expect(isLive(game(4, { started: true }))).toBe(true);
  expect(isLive(game(5, { started: true, status: "POSTPONED" }))).toBe(false);
});

const tableRow = (userId: string, rank: number, extra: Partial<CardTable["rows"][number]> = {}): CardTable["rows"][number] => ({
  rank, userId, username: userId, points: "4.0000", wins: 2, autoPicks: 0, guessMiss: null, clv: null, decidedBy: null, droppedWeeks: [], ...extra,
});

test("a final week names its winner, how far each guess landed and the tiebreak that placed level members", () => {
  const table: CardTable = {
    table: "2026-11-16", final: true, tiebreakRule: "Closer guess first.", next: null,
    rows: [tableRow("ann", 1, { guessMiss: 2, decidedBy: "GUESS" }), tableRow("bob", 2, { guessMiss: 9, decidedBy: "GUESS", autoPicks: 1 })],
  };
  render(<CardTableList table={table} kind="week" label="Table, Week of Nov 16" callerId="bob" />);
  const [ann, bob] = within(screen.getByRole("list", { name: "Table, Week of Nov 16" })).getAllByRole("listitem");
  expect(ann).toHaveTextContent("Week winner");
  expect(ann).toHaveTextContent("Tiebreak: closer guess of the last game's total · Guess off by 2");
  expect(bob).not.toHaveTextContent("Week winner");
  expect(bob).toHaveTextContent("Guess off by 9 · 1 automatic pick");
  expect(bob).toHaveTextContent("(you)");
});

test("the season table lists each member's dropped weeks, and names a champion only once the season is over", () => {
  const rows = [tableRow("ann", 1, { points: "20.0000", droppedWeeks: ["2026-11-02", "2026-11-09"] }), tableRow("bob", 2)];
  const { rerender } = render(<CardTableList table={{ table: "season", final: false, tiebreakRule: "", next: null, rows }} kind="season" label="Season table" callerId="bob" />);
  const ann = () => within(screen.getByRole("list", { name: "Season table" })).getAllByRole("listitem")[0];
  expect(ann()).toHaveTextContent("Dropped: Nov 2, Nov 9");
  expect(ann()).toHaveTextContent("20.00 pts.");
  expect(ann()).not.toHaveTextContent("Champion");
  rerender(<CardTableList table={{ table: "season", final: true, tiebreakRule: "", next: null, rows }} kind="season" label="Season table" callerId="bob" />);
  expect(ann()).toHaveTextContent("Champion");
});

test("choosing another week reads that week's grid and table; the season table stays", async () => {
  const other: CardGrid = { ...GRID, week: "2026-11-09", games: [game(9, { started: true, status: "FINAL", score: { home: 3, away: 0 }, home: team("SF"), away: team("LAR") })], rows: [] };
  const table = (name: string): CardTable => ({ table: name, final: false, tiebreakRule: "Closer guess first.", next: null, rows: [tableRow(name === "season" ? "sea" : `w${name}`, 1)] });
  global.fetch = jest.fn(async (url: string) => {
    const parsed = new URL(url, "http://localhost");
    if (parsed.pathname.endsWith("/card/grid")) return json(200, { payload: parsed.searchParams.get("week") === other.week ? other : GRID });
    return json(200, { payload: table(parsed.searchParams.get("table")!) });
  }) as unknown as typeof fetch;
  const weeks = [{ start: "2026-11-16", label: "Week of Nov 16" }, { start: "2026-11-09", label: "Week of Nov 9" }];
  render(fresh(<CardWeekView poolId="p1" callerId="me" current="2026-11-16" weeks={weeks} dropWeeks={1} initialGrid={GRID} />));
  expect(screen.getByRole("region", { name: "Picks, Week of Nov 16" })).toBeInTheDocument();
  expect(await screen.findByRole("list", { name: "Season table" })).toHaveTextContent("sea");
  expect(await screen.findByRole("list", { name: "Table, Week of Nov 16" })).toHaveTextContent("w2026-11-16");
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Week" }), "2026-11-09");
  expect(await screen.findByRole("region", { name: "Picks, Week of Nov 9" })).toHaveTextContent("LAR @ SF");
  expect(await screen.findByRole("list", { name: "Table, Week of Nov 9" })).toHaveTextContent("w2026-11-09");
  expect(global.fetch).toHaveBeenCalledWith("/api/pools/p1/card/grid?week=2026-11-09", expect.anything());
  expect(screen.getByText("Each member's worst week is left out of the season table.")).toBeInTheDocument();
});

describe("a pool of more members than a page", () => {
  // 60 members in the week's order; the caller is the 55th, so the first page of 50 ends with the caller's own row.
  const members = Array.from({ length: 60 }, (_, index) => (index === 54 ? "me" : `m${String(index + 1).padStart(2, "0")}`));
  const gridRow = (userId: string): CardGrid["rows"][number] => ({ userId, username: userId, guess: null, points: "0.0000", maxPoints: "1.0000", cells: [{ fixtureId: 3, state: "none" }] });
  const gridPage = (from: number, to: number, next: string | null): CardGrid => {
    const ids = members.slice(from, to);
    return { ...GRID, games: [GRID.games[2]], next, rows: [...ids, ...(ids.includes("me") ? [] : ["me"])].map(gridRow) };
  };
  const tablePage = (from: number, to: number, next: string | null): CardTable => {
    const ids = members.slice(from, to);
    const rows = [...ids, ...(ids.includes("me") ? [] : ["me"])].map((userId) => tableRow(userId, members.indexOf(userId) + 1));
    return { table: "2026-11-16", final: false, tiebreakRule: "Closer guess first.", next, rows };
  };
  const FIRST = gridPage(0, 50, "50~m50");

  beforeEach(() => {
    global.fetch = jest.fn(async (url: string) => {
      const parsed = new URL(url, "http://localhost");
      const after = parsed.searchParams.get("after");
      if (parsed.pathname.endsWith("/card/grid")) return json(200, { payload: after === "50~m50" ? gridPage(50, 60, null) : FIRST });
      if (parsed.searchParams.get("table") === "season") return json(200, { payload: { table: "season", final: false, tiebreakRule: "", next: null, rows: [tableRow("me", 1)] } });
      return json(200, { payload: after === "50~m50" ? tablePage(50, 60, null) : tablePage(0, 50, "50~m50") });
    }) as unknown as typeof fetch;
  });

  const names = (rows: HTMLElement[]) => rows.map((row) => row.textContent);

  test("the grid shows more members on demand from the keyboard, says how many it shows, and keeps the caller's row, at its place once reached", async () => {
    const user = userEvent.setup();
    render(fresh(<CardWeekView poolId="p1" callerId="me" current="2026-11-16" weeks={[{ start: "2026-11-16", label: "Week of Nov 16" }]} dropWeeks={0} initialGrid={FIRST} />));
    const region = screen.getByRole("region", { name: "Picks, Week of Nov 16" });
    const memberRows = () => within(region).getAllByRole("rowheader");
    expect(memberRows()).toHaveLength(51);
    expect(memberRows().at(-1)).toHaveTextContent("me (you)");
    const section = region.closest("section")!;
    expect(within(section).getByRole("status")).toHaveTextContent("51 members shown");
    const more = within(section).getByRole("button", { name: "Show more members" });
    expect(more).toHaveAccessibleDescription("Picks, Week of Nov 16");
    more.focus();
    await user.keyboard("{Enter}");
    expect(await within(section).findByRole("status")).toHaveTextContent("60 members shown");
    expect(memberRows()).toHaveLength(60);
    expect(names(memberRows())[54]).toMatch(/^me \(you\)/);
    expect(names(memberRows()).filter((name) => name?.startsWith("me"))).toHaveLength(1);
    expect(within(section).queryByRole("button", { name: "Show more members" })).not.toBeInTheDocument();
    expect(within(section).getByRole("status")).toHaveFocus();
    expect((global.fetch as jest.Mock).mock.calls.map(([url]) => url)).toContain("/api/pools/p1/card/grid?week=2026-11-16&after=50%7Em50");
  });

  test("the week table shows more members on demand too; the season table, read whole, offers none", async () => {
    const user = userEvent.setup();
    render(fresh(<CardTables poolId="p1" week="2026-11-16" weekLabel="Week of Nov 16" callerId="me" dropWeeks={0} live={false} />));
    const list = await screen.findByRole("list", { name: "Table, Week of Nov 16" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(51);
    const section = list.closest("section")!;
    await user.click(within(section).getByRole("button", { name: "Show more members" }));
    expect(await within(section).findByRole("status")).toHaveTextContent("60 members shown");
    const rows = within(screen.getByRole("list", { name: "Table, Week of Nov 16" })).getAllByRole("listitem");
    expect(rows).toHaveLength(60);
    expect(rows[54]).toHaveTextContent("(you)");
    const seasonSection = (await screen.findByRole("list", { name: "Season table" })).closest("section")!;
    expect(within(seasonSection).queryByRole("button", { name: "Show more members" })).not.toBeInTheDocument();
  });
});
