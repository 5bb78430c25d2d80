// The survivor pool's page body and create form: alive count, used teams and started games disabled with their reason,
// a pick sent and said, "Picked ✓" for another member's pending pick, the elimination log, and a survivor pool created.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import type { ReactNode } from "react";
import { CreatePoolForm } from "@/components/pools/CreatePoolForm";
import { PoolMembers } from "@/components/pools/PoolMembers";
import { ShellConfigProvider } from "@/components/shell/ShellConfig";
import { PoolSettings } from "@/components/pools/PoolSettings";
import { SurvivorPanel } from "@/components/pools/SurvivorPanel";
import type { PoolDetail } from "@/lib/contracts/pools";
import type { SurvivorGame, SurvivorState } from "@/lib/contracts/survivor";
import { viewInTimeZone } from "../../support/viewer-zone";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push }), usePathname: () => "/pools/p1" }));

const json = (status: number, body: unknown) => ({ ok: status < 400, status, headers: new Headers(), json: async () => body }) as unknown as Response;
const fresh = (children: ReactNode) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const side = (teamId: number, abbreviation: string, usedOn: string | null = null) => ({ teamId, abbreviation, name: `${abbreviation} team`, moneyLine: -120, usedOn });
const game = (fixtureId: number, home: ReturnType<typeof side>, away: ReturnType<typeof side>, started = false): SurvivorGame => ({
  fixtureId, startsAt: "2026-11-28T23:00:00.000Z", started, home, away,
});

const state: SurvivorState = {
  league: "nba", slateUnit: "day", startSlate: "2026-11-25", lives: 1, autoPick: false, alive: 3, members: 4, ended: false, winners: [],
  slate: { slate: "2026-11-28", label: "Sat, Nov 28", firstStart: "2026-11-28T23:00:00.000Z", started: false },
  games: [game(1, side(11, "BOS", "2026-11-26"), side(12, "NYK")), game(2, side(13, "MIA"), side(14, "CHI"), true)],
  me: { lives: 1, eliminatedOn: null, won: false, countOnBoard: false, pick: null, usedTeams: [{ slate: "2026-11-26", abbreviation: "BOS", outcome: "WIN" }] },
  pending: { count: 1, members: [{ id: "me", username: "me" }] },
  standings: [
    { userId: "ann", username: "ann", lives: 1, eliminatedOn: null, won: false, usedTeams: [{ slate: "2026-11-26", abbreviation: "LAL", outcome: "WIN" }], slatePick: "hidden" },
    { userId: "cy", username: "cy", lives: 0, eliminatedOn: "2026-11-26", won: false, usedTeams: [{ slate: "2026-11-26", abbreviation: "PHX", outcome: "LOSS" }], slatePick: "none" },
  ],
  log: [{ slate: "2026-11-26", label: "Thu, Nov 26", userId: "cy", username: "cy", outcome: "LOSS", abbreviation: "PHX", eliminated: true }],
};

afterEach(() => jest.restoreAllMocks());

test("a used team and a started game are disabled with their reason; a pick is sent and said", async () => {
  const picked = { slate: "2026-11-28", fixtureId: 1, teamId: 12, side: "AWAY", abbreviation: "NYK", auto: false, locked: false, outcome: null, boardPick: "off" };
  global.fetch = jest.fn().mockResolvedValueOnce(json(200, { payload: picked })).mockResolvedValue(json(200, { payload: state })) as unknown as typeof fetch;
  render(fresh(<SurvivorPanel poolId="p1" firstState={state} />));
  expect(screen.getByText("3 of 4 alive")).toBeInTheDocument();
  const bos = screen.getByRole("button", { name: "Pick BOS" });
  expect(bos).toBeDisabled();
  expect(bos).toHaveAccessibleDescription("Already used (Thu, Nov 26)");
  expect(screen.getByRole("button", { name: "Pick MIA" })).toHaveAccessibleDescription("Game started");
  await userEvent.click(screen.getByRole("button", { name: "Pick NYK" }));
  expect(await screen.findByRole("status")).toHaveTextContent("You picked NYK for Sat, Nov 28.");
  expect(global.fetch).toHaveBeenCalledWith("/api/pools/p1/survivor/pick", expect.objectContaining({ method: "PUT", body: JSON.stringify({ fixtureId: 1, side: "AWAY" }) }));
});

test("another member's pending pick reads Picked ✓; the log says who is out", () => {
  render(fresh(<SurvivorPanel poolId="p1" firstState={state} />));
  const members = screen.getByRole("list", { name: "Members, lives and used teams" });
  expect(within(members).getByText("ann").closest("li")).toHaveTextContent("Picked ✓");
  expect(within(members).getByText("cy").closest("li")).toHaveTextContent("Out (Thu, Nov 26)");
  expect(screen.getByRole("list", { name: "Lives lost, newest first" })).toHaveTextContent("Thu, Nov 26: cy lost with PHX and is out");
  expect(screen.getByRole("list", { name: "Members still to pick" })).toHaveTextContent("me");
});

test("the page has one Members heading: the survivor panel's own list is headed by what it shows", () => {
  const members = { items: [{ id: "ann", username: "ann", picture: null, score: "0", hotStreak: false, private: false, followersCount: 0, followedByCaller: false, weeksWon: 0 }], nextCursor: null };
  render(
    fresh(
      <main>
        <SurvivorPanel poolId="p1" firstState={state} />
        <PoolMembers poolId="p1" callerId="ann" ownerId="ann" firstPage={members} />
      </main>,
    ),
  );
  expect(screen.getAllByRole("heading", { name: "Members" })).toHaveLength(1);
  expect(screen.getByRole("heading", { name: "Lives and used teams" })).toBeInTheDocument();
});

test("the slate's game times are read in the zone its label's day is, not the viewer's", async () => {
  // Saturday 6 PM in New York is already Sunday morning in Tokyo; the slate is New York's Saturday.
  viewInTimeZone("Asia/Tokyo");
  render(
    <ShellConfigProvider value={{ supportEmail: "help@example.test", timeZone: "America/New_York" }}>
      {fresh(<SurvivorPanel poolId="p1" firstState={state} />)}
    </ShellConfigProvider>,
  );
  expect(screen.getByRole("heading", { name: "Pick for Sat, Nov 28" })).toBeInTheDocument();
  const games = screen.getByRole("list", { name: "Games of Sat, Nov 28" });
  // After hydration's deferred switch a viewer-zone time would read "Sun, 11/29, 8:00 AM GMT+9".
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect([...games.querySelectorAll("time")].map((time) => time.textContent)).toEqual(["Sat, 11/28, 6:00 PM EST", "Sat, 11/28, 6:00 PM EST"]);
});

test("a member out of the pool cannot pick, and the ended pool names its winner", () => {
  const out = { ...state, me: { ...state.me!, lives: 0, eliminatedOn: "2026-11-27" } };
  const { unmount } = render(fresh(<SurvivorPanel poolId="p1" firstState={out} />));
  expect(screen.getByText("You are out of this pool: you can follow the others to the end.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Pick NYK" })).toBeDisabled();
  unmount();
  render(fresh(<SurvivorPanel poolId="p1" firstState={{ ...state, ended: true, alive: 1, slate: null, games: [], winners: [{ id: "ann", username: "ann" }] }} />));
  expect(screen.getByText("The pool is over: ann won.")).toBeInTheDocument();
});

test("the create form makes a survivor pool with its league, first slate, lives and auto-pick", async () => {
  global.fetch = jest.fn().mockResolvedValue(json(200, { payload: { id: "new" } })) as unknown as typeof fetch;
  render(fresh(<CreatePoolForm />));
  await userEvent.type(screen.getByLabelText(/Pool name/), "Last One");
  await userEvent.click(screen.getByRole("radio", { name: /^Survivor/ }));
  expect(screen.queryByRole("group", { name: "Leagues that count" })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("radio", { name: "NHL" }));
  const start = screen.getByLabelText("First slate");
  expect(start).toHaveAccessibleDescription(/a slate whose first game has already started cannot be chosen/);
  await userEvent.clear(start);
  await userEvent.type(start, "2030-01-05");
  await userEvent.selectOptions(screen.getByLabelText("Lives"), "2 lives");
  await userEvent.click(screen.getByRole("checkbox", { name: /^Auto-pick/ }));
  await userEvent.click(screen.getByRole("button", { name: "Create pool" }));
  const [, request] = (global.fetch as jest.Mock).mock.calls[0];
  expect(JSON.parse(request.body)).toEqual({ name: "Last One", kind: "SURVIVOR", survivor: { league: "nhl", startSlate: "2030-01-05", lives: 2, autoPick: true } });
  expect(push).toHaveBeenCalledWith("/pools/new");
});

test("when the slate is closed to the member, every team button is described by why", () => {
  const cases: [SurvivorState, string][] = [
    [{ ...state, me: { ...state.me!, lives: 0, eliminatedOn: "2026-11-27" } }, "You are out of this pool: you can follow the others to the end."],
    [{ ...state, slate: { ...state.slate!, started: true } }, "The slate's first game has started without a pick of yours: it is too late to pick for this slate."],
    [
      { ...state, slate: { ...state.slate!, started: true }, me: { ...state.me!, pick: { slate: "2026-11-28", fixtureId: 1, teamId: 11, side: "HOME", abbreviation: "BOS", auto: true, locked: false, outcome: null } } },
      "Auto-pick chose your team after the slate's first game started: it is final.",
    ],
  ];
  for (const [closed, why] of cases) {
    const { unmount } = render(fresh(<SurvivorPanel poolId="p1" firstState={closed} />));
    const nyk = screen.getByRole("button", { name: "Pick NYK" });
    expect(nyk).toBeDisabled();
    expect(nyk).toHaveAccessibleDescription(why);
    expect(screen.getByRole("button", { name: "Pick BOS" })).toHaveAccessibleDescription(expect.stringContaining(why));
    unmount();
  }
});

test("the board option says the board pick stays as secret as the survivor pick until its game starts", () => {
  render(fresh(<SurvivorPanel poolId="p1" firstState={state} />));
  expect(screen.getByRole("checkbox", { name: /count my survivor picks/ })).toHaveAccessibleDescription(/hidden from others \(Picked ✓\) until its game starts/);
});

test("a survivor pool's settings offer neither leagues nor the hidden-picks option, and save neither", async () => {
  global.fetch = jest.fn().mockResolvedValue(json(200, { payload: {} })) as unknown as typeof fetch;
  const pool: PoolDetail = {
    id: "p1", name: "Last One", description: null, leagues: ["nba"], kind: "SURVIVOR", memberCount: 3, owner: { id: "o", username: "boss" }, isOwner: true,
    inviteCode: null, announcement: null, announcedAt: null, seasonStart: "2026-11-23", hidePicks: false,
  };
  render(fresh(<PoolSettings pool={pool} />));
  expect(screen.queryByRole("group", { name: "Leagues that count" })).not.toBeInTheDocument();
  expect(screen.queryByRole("checkbox", { name: /Hide members/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
  const [, request] = (global.fetch as jest.Mock).mock.calls[0];
  expect(JSON.parse(request.body)).toEqual({ name: "Last One", description: null });
});
