// GET /api/picker/parlays/{userId}: a picker's parlays with legs, newest first, a bounded page at a time.
import { GET as listParlays } from "@/app/api/picker/parlays/[userId]/route";
import { POST as createParlay } from "@/app/api/parlay/route";
import { db } from "@/lib/db";
import { createFixture, createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

type Page = { items: { id: number; betTotal: number; state: string; outcome: string | null; picks: { fixtureId: number; side: string; moneyLine: number; fixture: { league: string; sport: string; teams: { home: { name: string } } } }[] }[]; nextCursor: string | null };

const list = async (userId: string, query = "", bearer?: string) => {
  const response = await listParlays(apiRequest(`/api/picker/parlays/${userId}${query}`, { bearer }), routeContext({ userId }));
  return { status: response.status, body: await readJson(response) };
};

async function makeParlay(token: string, league: "NBA" | "NHL" = "NBA") {
  const a = await createFixture({ league, homeMoneyLine: -150, awayMoneyLine: 130 });
  const b = await createFixture({ league, homeMoneyLine: 120, awayMoneyLine: -140 });
  const response = await createParlay(apiRequest("/api/parlay", { method: "POST", bearer: token, body: { parlay: [[a.id, "HOME", -150], [b.id, "AWAY", -140]] } }));
  expect(response.status).toBe(200);
  return { id: ((await readJson(response)).payload as { id: number }).id, fixtures: [a, b] };
}

describe("GET /api/picker/parlays/{userId}", () => {
  test("lists the picker's parlays newest first with legs, state and outcome, and pages with a cursor", async () => {
    const { user, token } = await createSignedInUser();
    const other = await createSignedInUser();
    const first = await makeParlay(token);
    const second = await makeParlay(token);
    const third = await makeParlay(token);
    await makeParlay(other.token);
    await db.parlay.update({ where: { id: first.id }, data: { state: "FINAL", outcome: "WIN" } });

    const page1 = await list(user.id, "?limit=2");
    expect(page1.status).toBe(200);
    const p1 = page1.body.payload as Page;
    expect(p1.items.map((p) => p.id)).toEqual([third.id, second.id]);
    expect(p1.items[0].picks.map((leg) => [leg.fixtureId, leg.side, leg.moneyLine])).toEqual([
      [third.fixtures[0].id, "HOME", -150],
      [third.fixtures[1].id, "AWAY", -140],
    ]);
    expect(p1.items[0].picks[0].fixture).toMatchObject({ league: "nba", sport: "basketball", teams: { home: { name: expect.any(String) } } });
    expect(p1.nextCursor).toEqual(expect.any(String));

    const p2 = (await list(user.id, `?limit=2&cursor=${p1.nextCursor}`)).body.payload as Page;
    expect(p2.items.map((p) => [p.id, p.state, p.outcome])).toEqual([[first.id, "FINAL", "WIN"]]);
    expect(p2.nextCursor).toBeNull();
  });

  test("is public: a visitor and another picker see the same list, with no e-mail anywhere", async () => {
    const { user, token } = await createSignedInUser();
    await makeParlay(token);
    const viewer = await createSignedInUser();
    const anonymous = await list(user.id);
    const signedIn = await list(user.id, "", viewer.token);
    expect(anonymous.status).toBe(200);
    expect(signedIn.body).toEqual(anonymous.body);
    expect(JSON.stringify(anonymous.body)).not.toContain("@");
  });

  test("an existing picker without parlays gets an empty page; an unknown one NOT_FOUND; a bad cursor or limit VALIDATION_ERROR", async () => {
    const user = await createUser();
    expect((await list(user.id)).body).toEqual({ payload: { items: [], nextCursor: null } });
    expect((await list("no-such-user")).status).toBe(404);
    expect((await list(user.id, "?cursor=garbage")).body.error?.code).toBe("VALIDATION_ERROR");
    expect((await list(user.id, "?limit=500")).body.error?.code).toBe("VALIDATION_ERROR");
  });

  test("?sport=&league= keeps the parlays with a leg in that league, and pages within them; a wrong pair is VALIDATION_ERROR", async () => {
    const { user, token } = await createSignedInUser();
    const nba1 = await makeParlay(token, "NBA");
    const nhl = await makeParlay(token, "NHL");
    const nba2 = await makeParlay(token, "NBA");
    const page1 = (await list(user.id, "?sport=basketball&league=nba&limit=1")).body.payload as Page;
    expect(page1.items.map((p) => p.id)).toEqual([nba2.id]);
    const page2 = (await list(user.id, `?sport=basketball&league=nba&limit=1&cursor=${page1.nextCursor}`)).body.payload as Page;
    expect(page2.items.map((p) => p.id)).toEqual([nba1.id]);
    expect(page2.nextCursor).toBeNull();
    expect(((await list(user.id, "?sport=hockey&league=nhl")).body.payload as Page).items.map((p) => p.id)).toEqual([nhl.id]);
    expect((await list(user.id, "?sport=hockey&league=nba")).body.error?.code).toBe("VALIDATION_ERROR");
    expect((await list(user.id, "?league=nba")).body.error?.code).toBe("VALIDATION_ERROR");
  });
});
