// The parlay client calls go through the shared fetcher: the profile's list pages by cursor, POST sends JSON, a refusal is an
// ApiError keeping its code and ODDS_CHANGED lines, and UNAUTHORIZED opens the login panel like every other call.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ParlayList } from "@/components/picker/ParlayList";
import { SWRConfig } from "swr";
import { ApiError } from "@/lib/client/api-error";
import { api, callApi } from "@/lib/client/api";
import { UNAUTHORIZED_EVENT } from "@/lib/client/api-fetch";
import { currentLinesOf, type CreateParlayRequest, type ParlayView } from "@/lib/swr/use-parlays";

const postParlay = (body: CreateParlayRequest) => callApi(api.parlays.create, { body });

function respond(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const team = (name: string) => ({ id: name.length, name, abbreviation: name.slice(0, 3).toUpperCase(), color: "#123456" });
const parlay = (id: number) =>
  ({
    id,
    userId: "u-ann",
    state: "PENDING",
    outcome: null,
    betTotal: 264,
    decimalOdds: 3.64,
    points: 0,
    createdAt: "2026-11-20T12:00:00.000Z",
    settledAt: null,
    picks: [1, 2].map((leg) => ({
      id: id * 10 + leg,
      fixtureId: id * 10 + leg,
      side: "HOME",
      kind: "PARLAY",
      state: "PENDING",
      outcome: null,
      moneyLine: -110,
      decimalOdds: 1.91,
      fixture: { sport: "hockey", league: "nhl", teams: { home: team(`Home${id}-${leg}`), away: team(`Away${id}-${leg}`) } },
    })),
  }) as unknown as ParlayView;

test("the profile's parlays: Load more asks for the page after the cursor, keeping the league and the limit, then disappears", async () => {
  const first = { items: [parlay(3), parlay(2)], nextCursor: "c2" };
  fetchMock.mockImplementation((url) => respond(200, { payload: url.includes("cursor=c2") ? { items: [parlay(1)], nextCursor: null } : first }));
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ParlayList userId="user 1" league="nhl" limit={2} firstPage={first} />
    </SWRConfig>,
  );
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole("button", { name: "Load more parlays" }));
  expect(await screen.findByText("Home1-1 + Home1-2")).toBeInTheDocument();
  expect(screen.getAllByRole("listitem")).toHaveLength(3);
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/picker/parlays/user%201?sport=hockey&league=nhl&limit=2&cursor=c2");
  expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
});

test("creating a parlay sends the legs as JSON and returns the payload", async () => {
  fetchMock.mockImplementation(() => respond(200, { payload: { id: 7 } }));
  const parlay = [
    { fixtureId: 1, market: "MONEY_LINE" as const, side: "HOME" as const, point: null, odds: -150 },
    { fixtureId: 2, market: "TOTAL" as const, side: "UNDER" as const, point: 44.5, odds: -110 },
  ];
  await expect(postParlay({ parlay })).resolves.toEqual({ id: 7 });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe("/api/parlay");
  expect(init?.method).toBe("POST");
  expect(JSON.parse(String(init?.body))).toEqual({ parlay });
});

test("a refusal becomes an ApiError; ODDS_CHANGED gives its current lines", async () => {
  const lines = [{ fixtureId: 2, side: "AWAY", odds: 135, requested: 120, changed: true }];
  fetchMock.mockImplementation(() => respond(422, { error: { code: "ODDS_CHANGED", message: "The odds have changed", details: { fixtureIds: [2], lines } } }));
  const error = await postParlay({ parlay: [] }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: "ODDS_CHANGED", status: 422, message: "The odds have changed" });
  expect(currentLinesOf(error)).toEqual(lines);
  expect(currentLinesOf(new ApiError("NO_ODDS", "no", 422))).toBeNull();
});

test("UNAUTHORIZED is announced to the login panel", async () => {
  const heard = jest.fn();
  window.addEventListener(UNAUTHORIZED_EVENT, heard);
  fetchMock.mockImplementation(() => respond(401, { error: { code: "UNAUTHORIZED", message: "This action is not authorized" } }));
  await expect(postParlay({ parlay: [] })).rejects.toMatchObject({ code: "UNAUTHORIZED", status: 401 });
  window.removeEventListener(UNAUTHORIZED_EVENT, heard);
  expect(heard).toHaveBeenCalledTimes(1);
});

test("a response that is not our envelope is UNKNOWN", async () => {
  fetchMock.mockImplementation(() => Promise.resolve({ ok: false, status: 502, json: () => Promise.reject(new Error("html")) } as Response));
  await expect(postParlay({ parlay: [] })).rejects.toMatchObject({ code: "UNKNOWN", status: 502, message: "An error has occured" });
});
