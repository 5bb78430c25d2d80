// The pool page's season parts: the table's tiebreak and winner markers, the pinned caller's row, more pages, the
// winners list, who still has to pick, and the owner's announcement form.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import { CommissionerTools } from "@/components/pools/CommissionerTools";
import { AnnouncementProvider, PinnedAnnouncement } from "@/components/pools/PoolAnnouncement";
import { PoolTable } from "@/components/pools/PoolTable";
import { SeasonRule } from "@/components/pools/SeasonRule";
import { PoolWinners } from "@/components/pools/PoolWinners";
import { StillToPick } from "@/components/pools/StillToPick";
import { TableSelector } from "@/components/pools/TableSelector";
import type { PoolDetail, PoolTable as Table, PoolTableRow } from "@/lib/contracts/pools";

const refresh = jest.fn();
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push }), usePathname: () => "/pools/p1" }));

// jsdom has no Response: the fetcher only reads ok, status and json().
const json = (status: number, body: unknown) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as unknown as Response;
const fresh = (children: ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const row = (userId: string, rank: number, points: string, decidedBy: PoolTableRow["decidedBy"] = null): PoolTableRow => ({
  userId, rank, points, decidedBy, username: userId, picture: null, private: false, wins: 1, clv: null,
});

const week = (rows: PoolTableRow[], extra: Partial<Table> = {}): Table => ({
  kind: "WEEK", start: "2026-11-16", label: "Week of Nov 16", final: true, rows, me: rows[1] ?? null, nextCursor: null, ...extra,
});

afterEach(() => jest.restoreAllMocks());

test("a final week marks its winner and names the tiebreak that decided each place", () => {
  render(fresh(<PoolTable poolId="p1" table="2026-11-16" firstPage={week([row("ann", 1, "2.0000", "FIRST"), row("bob", 2, "2.0000", "FIRST"), row("cy", 3, "1.5000")])} />));
  const table = screen.getByRole("list", { name: "Table, Week of Nov 16" });
  const [ann, bob, cy] = within(table).getAllByRole("listitem");
  expect(within(ann).getByText("Week winner")).toBeInTheDocument();
  expect(within(ann).getByText("Tiebreak: reached the total first")).toBeInTheDocument();
  expect(within(bob).queryByText("Week winner")).toBeNull();
  expect(within(bob).getByText("(you)")).toBeInTheDocument();
  expect(within(cy).queryByText(/Tiebreak/)).toBeNull();
  expect(within(cy).getByText("1.50 pts.")).toBeInTheDocument();
});

test("the live week names no winner; the caller off the page is pinned below, and more rows load on demand", async () => {
  const me = row("zed", 40, "0.0000");
  const first = week([row("ann", 1, "3.0000")], { final: false, me, nextCursor: "25" });
  global.fetch = jest.fn(async (url: string) =>
    json(200, { payload: url.includes("cursor=") ? week([row("dee", 26, "1.0000")], { final: false, me }) : first }),
  ) as unknown as typeof fetch;
  render(fresh(<PoolTable poolId="p1" table="2026-11-23" firstPage={first} />));
  expect(screen.queryByText("Week winner")).toBeNull();
  expect(within(screen.getByRole("list", { name: "Your place" })).getByText("zed")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Load more of the table" }));
  expect(await screen.findByText("dee")).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith("/api/pools/p1/table?table=2026-11-23&limit=25&cursor=25", expect.anything());
});

test("the winners list shows every past week, a shared first place and a week nobody won", () => {
  render(
    <PoolWinners
      poolId="p1"
      weeks={[
        { start: "2026-11-23", label: "Week of Nov 23", final: false, winners: [] },
        { start: "2026-11-16", label: "Week of Nov 16", final: true, winners: [{ userId: "a", username: "ann", points: "2.0000", decidedBy: "WINS" }] },
        { start: "2026-11-09", label: "Week of Nov 9", final: true, winners: [] },
      ]}
    />,
  );
  const list = screen.getByRole("list", { name: "Weekly winners" });
  expect(within(list).queryByText("Week of Nov 23")).toBeNull();
  expect(within(list).getByRole("link", { name: "Week of Nov 16" })).toHaveAttribute("href", "/pools/p1?table=2026-11-16");
  expect(within(list).getByText("(tiebreak: more winning picks)")).toBeInTheDocument();
  expect(within(list).getByText("Nobody scored")).toBeInTheDocument();
});

test("who still has to pick names the members and counts the rest", () => {
  render(<StillToPick pending={{ week: "2026-11-23", label: "Week of Nov 23", count: 52, members: [{ id: "1", username: "ann" }, { id: "2", username: "bob" }] }} />);
  expect(screen.getByRole("heading", { name: "Still to pick: Week of Nov 23" })).toBeInTheDocument();
  expect(within(screen.getByRole("list", { name: "Members still to pick" })).getAllByRole("listitem")).toHaveLength(2);
  expect(screen.getByText("and 50 more")).toBeInTheDocument();
});

const pool: PoolDetail = {
  id: "p1", name: "Crew", description: null, leagues: ["nfl"], kind: "PICKEM", memberCount: 3, owner: { id: "o", username: "boss" }, isOwner: true,
  inviteCode: null, announcement: null, announcedAt: null, seasonStart: "2026-11-02", hidePicks: false,
};

test("the owner posts an announcement and sees a refusal in the catalogue's words", async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(json(200, { payload: { text: "Picks lock at kickoff", at: "2026-11-26T12:00:00.000Z" } }))
    .mockResolvedValueOnce(json(429, { error: { code: "RATE_LIMITED", message: "Too many requests: please wait a moment and try again" } })) as unknown as typeof fetch;
  render(
    <AnnouncementProvider text={null}>
      <CommissionerTools pool={pool} />
    </AnnouncementProvider>,
  );
  const field = screen.getByLabelText("Pinned announcement");
  await userEvent.type(field, "Picks lock at kickoff");
  expect(screen.getByText(/\(21\/500\)/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Post announcement" }));
  expect(await screen.findByText("Announcement pinned; members were notified")).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledWith("/api/pools/p1/announcement", expect.objectContaining({ method: "PUT", body: JSON.stringify({ text: "Picks lock at kickoff" }) }));
  await userEvent.click(screen.getByRole("button", { name: "Post announcement" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests");
  expect(screen.getByRole("link", { name: "Export season table (CSV)" })).toHaveAttribute("href", "/api/pools/p1/export");
});

test("a card pool's owner is offered the season table's export but not a pick'em season start, which the server refuses for a card pool", () => {
  render(
    <AnnouncementProvider text={null}>
      <CommissionerTools pool={{ ...pool, kind: "CARD" }} />
    </AnnouncementProvider>,
  );
  expect(screen.queryByLabelText("Season starts in the week of")).toBeNull();
  expect(screen.queryByRole("button", { name: "Save season start" })).toBeNull();
  expect(screen.getByRole("link", { name: "Export season table (CSV)" })).toHaveAttribute("href", "/api/pools/p1/export");
});

test("the owner's announcement shows on the page from the write's answer, with no new render of the page", async () => {
  // router.refresh() is a mock that renders nothing again, as when the new render is late or lost.
  global.fetch = jest
    .fn()
    // The server trims what it pins: the page shows the answer, not the field.
    .mockResolvedValueOnce(json(200, { payload: { text: "Picks lock at kickoff", at: "2026-11-26T12:00:00.000Z" } }))
    .mockResolvedValueOnce(json(200, { payload: { text: null, at: null } })) as unknown as typeof fetch;
  render(
    <AnnouncementProvider text={null}>
      <PinnedAnnouncement />
      <CommissionerTools pool={pool} />
    </AnnouncementProvider>,
  );
  expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
  await userEvent.type(screen.getByLabelText("Pinned announcement"), "  Picks lock at kickoff  ");
  await userEvent.click(screen.getByRole("button", { name: "Post announcement" }));
  expect(await screen.findByRole("region", { name: "Announcement" })).toHaveTextContent(/^AnnouncementPicks lock at kickoff$/);
  await userEvent.click(screen.getByRole("button", { name: "Remove announcement" }));
  await waitFor(() => expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull());
});

test("the season rule writes the week it counts from as the week labels do, not as a stored date", () => {
  const { container } = render(<SeasonRule seasonStart="2026-11-23" />);
  expect(container).toHaveTextContent(/^Weeks run Monday to Sunday; the season counts from the week of Nov 23\. Ties: /);
  expect(container).not.toHaveTextContent("2026");
});

test("the selector offers the season, the winners and every week, this week marked, and opens the one chosen", async () => {
  const weeks = [
    { start: "2026-11-23", label: "Week of Nov 23", final: false, winners: [] },
    { start: "2026-11-16", label: "Week of Nov 16", final: true, winners: [] },
  ];
  render(<TableSelector poolId="p1" current="2026-11-23" selected="2026-11-23" weeks={weeks} />);
  const select = screen.getByLabelText("Show") as HTMLSelectElement;
  expect([...select.options].map((option) => option.text)).toEqual(["Season", "Winners", "Week of Nov 23 (this week)", "Week of Nov 16"]);
  expect(select.value).toBe("2026-11-23");
  await userEvent.selectOptions(select, "Week of Nov 16");
  expect(push).toHaveBeenCalledWith("/pools/p1?table=2026-11-16", { scroll: false });
  await userEvent.selectOptions(select, "Winners");
  expect(push).toHaveBeenLastCalledWith("/pools/p1?table=winners", { scroll: false });
});
