// The parlay client calls go through the shared fetcher: the list hook reads `payload`, POST sends JSON, a refusal is an
// ApiError keeping its code and ODDS_CHANGED lines, and UNAUTHORIZED opens the login panel like every other call.
import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { ApiError } from "@/lib/swr/api-error";
import { UNAUTHORIZED_EVENT } from "@/lib/swr/fetcher";
import { currentLinesOf, pickerParlaysKey, postParlay, usePickerParlays } from "@/lib/swr/use-parlays";

function respond(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function Parlays({ userId }: { userId: string }) {
  const { data, error } = usePickerParlays(userId);
  if (error) return <p>{(error as Error).message}</p>;
  return <p>{data ? `${data.parlays.length} parlays` : "loading"}</p>;
}

test("usePickerParlays reads the picker's page from GET /api/picker/parlays/{userId}", async () => {
  fetchMock.mockImplementation(() => respond(200, { payload: { parlays: [{ id: 1 }, { id: 2 }], nextCursor: null } }));
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Parlays userId="user 1" />
    </SWRConfig>,
  );
  expect(await screen.findByText("2 parlays")).toBeInTheDocument();
  expect(fetchMock.mock.calls[0][0]).toBe(pickerParlaysKey("user 1"));
  expect(pickerParlaysKey("user 1")).toBe("/api/picker/parlays/user%201");
});

test("postParlay sends the legs as JSON and returns the payload", async () => {
  fetchMock.mockImplementation(() => respond(200, { payload: { id: 7 } }));
  await expect(postParlay({ parlay: [[1, "HOME", -150], [2, "AWAY", 120]] })).resolves.toEqual({ id: 7 });
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe("/api/parlay");
  expect(init?.method).toBe("POST");
  expect(JSON.parse(String(init?.body))).toEqual({ parlay: [[1, "HOME", -150], [2, "AWAY", 120]] });
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
