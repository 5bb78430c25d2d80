// Load shedding through real routes: past MAX_IN_FLIGHT_REQUESTS a request gets a quick 503 with Retry-After in the
// catalogue's shape and does nothing; once the requests in flight finish, the same routes answer again.
import { POST as pick } from "@/app/api/[sport]/[league]/pick/route";
import { GET as leaderboard } from "@/app/api/leaderboard/route";
import { SHED_RETRY_AFTER_SECONDS } from "@/lib/api/admission";
import { handler } from "@/lib/api/handler";
import { db } from "@/lib/db";
import { createFixture, createSignedInUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

afterEach(() => delete process.env.MAX_IN_FLIGHT_REQUESTS);

test("with the bound reached, a read and a pick are refused with 503 + Retry-After and write nothing; then they work", async () => {
  process.env.MAX_IN_FLIGHT_REQUESTS = "2";
  const { user, token } = await createSignedInUser();
  const fixture = await createFixture();
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let started = 0;
  // Two slow requests hold every place (the count is per process, shared by all routes).
  const slow = handler({ auth: "none" }, async () => {
    started += 1;
    await gate;
    return { slow: true };
  });
  const held = [slow(apiRequest("/api/slow")), slow(apiRequest("/api/slow"))];
  while (started < 2) await new Promise((resolve) => setImmediate(resolve));

  const postPick = () =>
    pick(apiRequest("/api/football/nfl/pick", { method: "POST", body: { fixtureId: fixture.id, side: "HOME" }, bearer: token }), routeContext({ sport: "football", league: "nfl" }));
  for (const response of [await leaderboard(apiRequest("/api/leaderboard?period=ALL")), await postPick()]) {
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(await readJson(response)).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: expect.any(String) } });
  }
  expect(await db.pick.count({ where: { userId: user.id } })).toBe(0);

  release();
  expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
  expect((await leaderboard(apiRequest("/api/leaderboard?period=ALL"))).status).toBe(200);
  expect((await postPick()).status).toBe(200);
  expect(await db.pick.count({ where: { userId: user.id } })).toBe(1);
});
