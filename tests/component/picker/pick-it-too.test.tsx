// "Pick it too" on someone's pick card: offered only where it can be made, it shows the line offered now first, makes
// the same pick at that line through the ordinary pick call, and after ODDS_CHANGED shows the new line to confirm again.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PickCard } from "@/components/picker/PickCard";
import type { PickView } from "@/lib/contracts/picks";
import { BoardProviders } from "../../support/fresh-swr";
import { pickView } from "../../support/pick-view-factory";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push }), usePathname: () => "/following" }));

const VIEWER = "viewer-1";
const AUTHOR = "author-1";
const FUTURE = new Date(Date.now() + 86_400_000).toISOString();

// jsdom has no Response: the fetcher only reads ok, status and json().
const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, headers: new Headers(), json: async () => body } as unknown as Response);

type Api = { signedIn?: boolean; pendingGames?: number[]; game?: Record<string, unknown>; picks?: { status: number; body: unknown }[] };

function fakeApi({ signedIn = true, pendingGames = [], game = {}, picks = [] }: Api) {
  const fetchMock = jest.fn((url: string, init?: RequestInit) => {
    if (url.startsWith("/api/user/shell")) return answer(200, { payload: { user: signedIn ? { username: "viewer", verified: true, picture: null, pendingEmail: null } : null, unreadCount: 0 } });
    if (url.startsWith("/api/user/me")) return answer(200, { payload: { id: VIEWER, username: "viewer", email: "v@example.test", verified: true } });
    if (url.startsWith(`/api/picker/picks/${VIEWER}/pending`)) return answer(200, { payload: { items: pendingGames.map((fixtureId) => ({ fixtureId })), nextCursor: null } });
    if (url.startsWith("/api/hockey/nhl/fixture/7")) {
      return answer(200, {
        payload: {
          id: 7, status: "PREGAME", date: { time: FUTURE }, myPick: null,
          bet: { type: "MONEY_LINE", home: -150, away: 130, closing: null },
          markets: { spread: { home: { point: -1.5, price: 160 }, away: { point: 1.5, price: -190 } }, total: { points: 6.5, over: -105, under: -115 } },
          ...game,
        },
      });
    }
    if (url === "/api/hockey/nhl/pick" && init?.method === "POST") {
      const next = picks.shift() ?? { status: 200, body: { payload: { id: 99 } } };
      return answer(next.status, next.body);
    }
    throw new Error(`unexpected ${init?.method ?? "GET"} ${url}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function theirPick(overrides: Record<string, unknown> = {}): PickView {
  const base = pickView();
  return pickView({
    userId: AUTHOR,
    fixtureId: 7,
    sport: "hockey",
    fixture: { ...(base as { fixture: object }).fixture, id: 7, startsAt: FUTURE, status: "PREGAME" },
    ...overrides,
  });
}

const renderCard = (pick: PickView) => render(<BoardProviders><ul><PickCard pick={pick} /></ul></BoardProviders>);
const pickPosts = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([url, init]) => url === "/api/hockey/nhl/pick" && init?.method === "POST");

afterEach(() => jest.restoreAllMocks());

test("one tap shows the line offered now; the next makes the same pick at it, and the keyboard follows", async () => {
  const fetchMock = fakeApi({});
  renderCard(theirPick());
  const offer = await screen.findByRole("button", { name: /^Pick it too: BOS -150, Buffalo Sabres @ Boston Bruins/ });
  await userEvent.click(offer);
  const group = await screen.findByRole("group", { name: "Pick it too" });
  expect(group).toHaveTextContent("Same line now: BOS -150");
  const confirm = within(group).getByRole("button", { name: "Pick BOS -150" });
  expect(confirm).toHaveFocus();
  expect(pickPosts(fetchMock)).toHaveLength(0);
  await userEvent.keyboard("{Enter}");
  expect(await screen.findByRole("status")).toHaveTextContent("You picked BOS -150 too");
  expect(JSON.parse(pickPosts(fetchMock)[0][1].body)).toEqual({ fixtureId: 7, market: "MONEY_LINE", side: "HOME", point: null, price: -150 });
});

test("a line that moved since the pick is said so, with its new point", async () => {
  const fetchMock = fakeApi({});
  renderCard(theirPick({ market: "SPREAD", side: "HOME", point: -2.5, moneyLine: -110 }));
  await userEvent.click(await screen.findByRole("button", { name: /^Pick it too/ }));
  expect(await screen.findByRole("group", { name: "Pick it too" })).toHaveTextContent("The line has moved since this pick: now BOS -1.5 (+160)");
  await userEvent.click(screen.getByRole("button", { name: "Pick BOS -1.5 (+160)" }));
  await screen.findByRole("status");
  expect(JSON.parse(pickPosts(fetchMock)[0][1].body)).toEqual({ fixtureId: 7, market: "SPREAD", side: "HOME", point: -1.5, price: 160 });
});

test("ODDS_CHANGED brings the new line to confirm again, as on the board", async () => {
  const fetchMock = fakeApi({
    picks: [{ status: 422, body: { error: { code: "ODDS_CHANGED", message: "The odds have changed: check the new line and confirm again", details: { current: { market: "MONEY_LINE", side: "HOME", point: null, price: -170 } } } } }],
  });
  renderCard(theirPick());
  await userEvent.click(await screen.findByRole("button", { name: /^Pick it too/ }));
  await userEvent.click(await screen.findByRole("button", { name: "Pick BOS -150" }));
  const group = await screen.findByRole("group", { name: "Pick it too" });
  expect(await within(group).findByRole("alert")).toHaveTextContent("The odds have changed: check the new line and confirm again");
  expect(group).toHaveTextContent("The line has moved since this pick: now BOS -170");
  const again = within(group).getByRole("button", { name: "Pick BOS -170" });
  expect(again).toHaveFocus();
  await userEvent.click(again);
  expect(await screen.findByRole("status")).toHaveTextContent("You picked BOS -170 too");
  expect(pickPosts(fetchMock).map(([, init]) => JSON.parse(init.body).price)).toEqual([-150, -170]);
});

test("a game the viewer picked meanwhile, or the server's refusal, is said instead of offered", async () => {
  fakeApi({ game: { myPick: "AWAY" } });
  renderCard(theirPick());
  await userEvent.click(await screen.findByRole("button", { name: /^Pick it too/ }));
  expect(await screen.findByRole("alert")).toHaveTextContent("You have already picked this game");
  expect(screen.queryByRole("button", { name: /^Pick BOS/ })).toBeNull();
});

test("a refused pick (the game started in between) reads in the catalogue's words", async () => {
  fakeApi({ picks: [{ status: 422, body: { error: { code: "PICK_CLOSED", message: "This game has started: picks are closed" } } }] });
  renderCard(theirPick());
  await userEvent.click(await screen.findByRole("button", { name: /^Pick it too/ }));
  await userEvent.click(await screen.findByRole("button", { name: "Pick BOS -150" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This game has started: picks are closed");
});

test("cancel closes the offer and brings the button back", async () => {
  fakeApi({});
  renderCard(theirPick());
  await userEvent.click(await screen.findByRole("button", { name: /^Pick it too/ }));
  await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
  expect(await screen.findByRole("button", { name: /^Pick it too/ })).toBeInTheDocument();
});

describe("never offered", () => {
  /** Once the card has asked who the viewer is and which games they picked, it would show the button if it were to. */
  const asked = (fetchMock: jest.Mock, path: string) => waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining(path), expect.anything()));

  test("for a game the viewer already picked", async () => {
    const fetchMock = fakeApi({ pendingGames: [7] });
    renderCard(theirPick());
    await asked(fetchMock, `/api/picker/picks/${VIEWER}/pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /Pick it too/ })).toBeNull();
  });

  test("for the viewer's own pick", async () => {
    const fetchMock = fakeApi({});
    renderCard(theirPick({ userId: VIEWER }));
    await asked(fetchMock, `/api/picker/picks/${VIEWER}/pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /Pick it too/ })).toBeNull();
  });

  test("for a visitor, who is not even asked about", async () => {
    const fetchMock = fakeApi({ signedIn: false });
    renderCard(theirPick());
    await asked(fetchMock, "/api/user/shell");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /Pick it too/ })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/user/shell"]);
  });

  test.each([
    ["a hidden pick", { hidden: true }],
    ["a game under way", { fixture: { ...(pickView() as { fixture: object }).fixture, id: 7, startsAt: FUTURE, status: "LIVE" } }],
    ["a parlay leg", { kind: "PARLAY" }],
  ])("for %s, and nothing is asked of the server", async (_name, overrides) => {
    const fetchMock = fakeApi({});
    renderCard(theirPick(overrides));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /Pick it too/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("for a game whose start has passed by the browser's clock, though the data still says PREGAME", async () => {
    const fetchMock = fakeApi({});
    renderCard(theirPick({ fixture: { ...(pickView() as { fixture: object }).fixture, id: 7, startsAt: new Date(Date.now() - 60_000).toISOString(), status: "PREGAME" } }));
    await asked(fetchMock, `/api/picker/picks/${VIEWER}/pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /Pick it too/ })).toBeNull();
  });
});
