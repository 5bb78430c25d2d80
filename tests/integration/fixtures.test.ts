// GET /api/{sport}/{league}/fixtures, fixture/{id} and picks/fixture/{id}: filters, order, pages, shares, records and the caller's pick.
import { GET as getFixture } from "@/app/api/[sport]/[league]/fixture/[id]/route";
import { GET as listFixtures } from "@/app/api/[sport]/[league]/fixtures/route";
import { GET as fixturePicks } from "@/app/api/picks/fixture/[fixtureId]/route";
import { db } from "@/lib/db";
import { listFixtures as listFixturesUseCase } from "@/lib/server/fixtures/list-fixtures";
import type { Fixture, FixtureDetail, FixturePage, FixturePicksPage } from "@/lib/contracts/fixtures";
import { createFixture, createPick, createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";
import type { Side } from "@/lib/domain/enum-values";

const HOUR = 3_600_000;

// These tests read right after writing; the visitors' page cache has its own test below.
beforeEach(() => {
  process.env.FIXTURES_PUBLIC_CACHE_MS = "0";
});
const NHL = { sport: "hockey", league: "nhl" };

async function list(query = "", options: { bearer?: string; route?: typeof NHL } = {}) {
  const route = options.route ?? NHL;
  const response = await listFixtures(apiRequest(`/api/${route.sport}/${route.league}/fixtures${query}`, { bearer: options.bearer }), routeContext(route));
  return { response, body: (await readJson(response)) as { payload?: FixturePage; error?: { code: string } } };
}

async function pickers(count: number, fixtureId: number, side: Side) {
  for (let i = 0; i < count; i += 1) await createPick((await createUser()).id, fixtureId, side);
}

describe("GET /api/{sport}/{league}/fixtures", () => {
  test("filters by period, puts today's and later games first, pages with a cursor and keeps other leagues out", async () => {
    const now = Date.now();
    const later = await createFixture({ league: "NHL", startsAt: new Date(now + 3 * HOUR) });
    const sooner = await createFixture({ league: "NHL", startsAt: new Date(now + 1 * HOUR) });
    const far = await createFixture({ league: "NHL", startsAt: new Date(now + 90 * 24 * HOUR) });
    const past = await createFixture({ league: "NHL", startsAt: new Date(now - 60 * 24 * HOUR) });
    await createFixture({ league: "NBA", startsAt: new Date(now + 2 * HOUR) });

    const all = await list("?filter=all");
    expect(all.response.status).toBe(200);
    expect(all.response.headers.get("cache-control")).toContain("s-maxage");
    // Upcoming games in start order, then the earlier ones latest first (README, Decisions).
    expect(all.body.payload?.items.map((f) => f.id)).toEqual([sooner.id, later.id, far.id, past.id]);
    expect(all.body.payload?.items.every((f) => f.league === "nhl" && f.sport === "hockey")).toBe(true);

    const month = await list("?filter=month");
    const ids = month.body.payload!.items.map((f) => f.id);
    expect(ids).not.toContain(far.id);
    expect(ids).not.toContain(past.id);

    const first = await list("?filter=all&limit=3");
    expect(first.body.payload?.items.map((f) => f.id)).toEqual([sooner.id, later.id, far.id]);
    const cursor = first.body.payload!.nextCursor!;
    expect(cursor).toEqual(expect.any(String));
    const second = await list(`?filter=all&limit=3&cursor=${encodeURIComponent(cursor)}`);
    expect(second.body.payload).toEqual({ items: [expect.objectContaining({ id: past.id })], nextCursor: null });
    // Page by page, one at a time, crosses from the upcoming part into the earlier one without losing or repeating a game.
    const seen: number[] = [];
    let next: string | null = "";
    while (next !== null) {
      const one = await list(`?filter=all&limit=1${next ? `&cursor=${encodeURIComponent(next)}` : ""}`);
      seen.push(...one.body.payload!.items.map((f) => f.id));
      next = one.body.payload!.nextCursor;
    }
    expect(seen).toEqual([sooner.id, later.id, far.id, past.id]);
  });

  test("today and this week hold only their ranges (in APP_TIMEZONE)", async () => {
    const dayAway = await createFixture({ league: "NHL", startsAt: new Date(Date.now() + 9 * 24 * HOUR) });
    const today = await list("?filter=today");
    const week = await list("?filter=week");
    const def = await list("");
    expect(today.body.payload!.items.map((f) => f.id)).not.toContain(dayAway.id);
    expect(week.body.payload!.items.map((f) => f.id)).not.toContain(dayAway.id);
    expect(def.body.payload).toEqual(week.body.payload);
  });

  test("each fixture carries teams, records from FINAL games, the money line, shares and scores", async () => {
    const fixture = await createFixture({ league: "NHL", homeMoneyLine: -120, awayMoneyLine: 105 });
    // Two finished games of the home team: one won at home, one tied away.
    await db.fixture.create({
      data: { league: "NHL", startsAt: new Date(Date.now() - 48 * HOUR), homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId,
        status: "FINAL", homeScore: 3, awayScore: 1, winnerSide: "HOME", provider: "test", providerEventId: "final-1" },
    });
    await db.fixture.create({
      data: { league: "NHL", startsAt: new Date(Date.now() - 24 * HOUR), homeTeamId: fixture.awayTeamId, awayTeamId: fixture.homeTeamId,
        status: "FINAL", homeScore: 2, awayScore: 2, winnerSide: null, provider: "test", providerEventId: "final-2" },
    });
    await pickers(3, fixture.id, "HOME");
    await pickers(1, fixture.id, "AWAY");

    const { body } = await list("?filter=all");
    const found = body.payload!.items.find((f) => f.id === fixture.id)!;
    expect(found).toMatchObject({
      status: "PREGAME",
      bet: { type: "MONEY_LINE", home: -120, away: 105 },
      picks: { home: { total: 3, percentage: 75 }, away: { total: 1, percentage: 25 } },
      winnerTeamId: null,
      score: { home: null, away: null },
      hasReport: false,
      teams: {
        home: { id: fixture.homeTeamId, record: { wins: 1, losses: 0, ties: 1 }, color: "#123456" },
        away: { id: fixture.awayTeamId, record: { wins: 0, losses: 1, ties: 1 } },
      },
    });
    expect(found.date.time).toBe(fixture.startsAt.toISOString());
    expect(found).not.toHaveProperty("myPick");
    const final = body.payload!.items.find((f) => f.status === "FINAL" && f.score.home === 3)!;
    expect(final.winnerTeamId).toBe(fixture.homeTeamId);
  });

  test("a signed-in caller gets their own pick per fixture and a private response", async () => {
    const { user, token } = await createSignedInUser();
    const mine = await createFixture({ league: "NHL" });
    const other = await createFixture({ league: "NHL" });
    await createPick(user.id, mine.id, "AWAY");
    const { response, body } = await list("?filter=all", { bearer: token });
    expect(response.headers.get("cache-control")).toContain("no-store");
    const byId = new Map(body.payload!.items.map((f: Fixture) => [f.id, f]));
    expect(byId.get(mine.id)?.myPick).toBe("AWAY");
    expect(byId.get(other.id)?.myPick).toBeNull();
  });

  test("refuses an unknown league pair, a bad filter, a huge limit and a forged cursor", async () => {
    expect((await list("", { route: { sport: "hockey", league: "nba" } })).response.status).toBe(404);
    expect((await list("?filter=year")).response.status).toBe(400);
    expect((await list("?limit=1000")).response.status).toBe(400);
    expect((await list("?cursor=abc")).response.status).toBe(400);
  });
});

describe("this week on a Sunday", () => {
  test("shows Sunday's games first in start order, then the week's earlier games latest first, page by page", async () => {
    const saved = process.env.APP_TIMEZONE;
    process.env.APP_TIMEZONE = "America/New_York";
    try {
      // Sunday 9 June 2030, 3 pm in New York; the ISO week runs Monday 3 June to Sunday 9 June.
      const now = new Date("2030-06-09T19:00:00Z");
      const at = (iso: string) => createFixture({ league: "NBA", startsAt: new Date(iso) });
      const monday = await at("2030-06-03T23:00:00Z");
      const saturday = await at("2030-06-08T23:00:00Z");
      const sundayEarly = await at("2030-06-09T17:00:00Z");
      const sundayLate = await at("2030-06-09T23:30:00Z");
      const nextWeek = await at("2030-06-10T23:00:00Z");
      const page = (cursor?: string) => listFixturesUseCase({ league: "NBA", filter: "week", limit: 2, cursor, now });
      const one = await page();
      expect(one.items.map((f) => f.id)).toEqual([sundayEarly.id, sundayLate.id]);
      const two = await page(one.nextCursor!);
      expect(two.items.map((f) => f.id)).toEqual([saturday.id, monday.id]);
      expect(two.nextCursor).toBeNull();
      expect([...one.items, ...two.items].map((f) => f.id)).not.toContain(nextWeek.id);
    } finally {
      if (saved === undefined) delete process.env.APP_TIMEZONE;
      else process.env.APP_TIMEZONE = saved;
    }
  });
});

describe("the visitors' page cache", () => {
  test("serves visitors the same page for a few seconds while signed-in callers always read fresh", async () => {
    process.env.FIXTURES_PUBLIC_CACHE_MS = "60000";
    const fixture = await createFixture({ league: "MLB" });
    const mlb = { sport: "baseball", league: "mlb" };
    const shareOf = (page?: FixturePage) => page!.items.find((f) => f.id === fixture.id)!.picks.home.total;
    expect(shareOf((await list("?filter=all", { route: mlb })).body.payload)).toBe(0);
    const { user, token } = await createSignedInUser();
    await createPick(user.id, fixture.id, "HOME");
    expect(shareOf((await list("?filter=all", { route: mlb })).body.payload)).toBe(0);
    expect(shareOf((await list("?filter=all", { route: mlb, bearer: token })).body.payload)).toBe(1);
    process.env.FIXTURES_PUBLIC_CACHE_MS = "0";
    expect(shareOf((await list("?filter=all", { route: mlb })).body.payload)).toBe(1);
  });

  test("a browser session never receives the cached visitors' body: its copy carries its own pick", async () => {
    process.env.FIXTURES_PUBLIC_CACHE_MS = "60000";
    const fixture = await createFixture({ league: "NFL" });
    const nfl = { sport: "football", league: "nfl" };
    const visitor = await list("?filter=all", { route: nfl });
    expect(visitor.response.headers.get("content-type")).toContain("application/json");
    expect(visitor.response.headers.get("cache-control")).toContain("public");
    expect(visitor.body.payload!.items[0]).not.toHaveProperty("myPick");
    const { user, token } = await createSignedInUser();
    await createPick(user.id, fixture.id, "AWAY");
    const response = await listFixtures(
      apiRequest(`/api/football/nfl/fixtures?filter=all`, { cookie: token }),
      routeContext(nfl),
    );
    const mine = (await readJson(response)) as { payload: FixturePage };
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.payload.items.find((f) => f.id === fixture.id)).toMatchObject({ myPick: "AWAY", picks: { away: { total: 1 } } });
    // The visitors' copy is still the cached one, untouched by the signed-in read.
    expect((await list("?filter=all", { route: nfl })).body).toEqual(visitor.body);
  });
});

describe("GET /api/{sport}/{league}/fixture/{id}", () => {
  async function detail(id: number, options: { bearer?: string; route?: typeof NHL } = {}) {
    const route = options.route ?? NHL;
    const response = await getFixture(apiRequest(`/api/${route.sport}/${route.league}/fixture/${id}`, { bearer: options.bearer }), routeContext({ ...route, id: String(id) }));
    return { response, body: (await readJson(response)) as { payload?: FixtureDetail; error?: { code: string } } };
  }

  test("shows the card, the total, the report link and the pickers split by side", async () => {
    const fixture = await createFixture({ league: "NHL" });
    await db.fixture.update({ where: { id: fixture.id }, data: { report: "# Preview", reportPublishedAt: new Date() } });
    await pickers(2, fixture.id, "HOME");
    await pickers(1, fixture.id, "AWAY");
    const { user, token } = await createSignedInUser();
    await createPick(user.id, fixture.id, "AWAY");

    const { response, body } = await detail(fixture.id, { bearer: token });
    expect(response.status).toBe(200);
    expect(body.payload).toMatchObject({
      id: fixture.id,
      totalPicks: 4,
      hasReport: true,
      reportUrl: `/picks/daily/hockey/nhl/${fixture.id}`,
      myPick: "AWAY",
      picks: { home: { total: 2, percentage: 50 }, away: { total: 2, percentage: 50 } },
    });
    expect(body.payload!.pickers.home).toHaveLength(2);
    expect(body.payload!.pickers.away.map((p) => p.username)).toContain(user.username);
    expect(JSON.stringify(body.payload)).not.toContain("@example.test");
  });

  test("a fixture of another league is NOT_FOUND; a visitor may read it in its own league", async () => {
    const nba = await createFixture({ league: "NBA" });
    expect((await detail(nba.id)).response.status).toBe(404);
    const ok = await detail(nba.id, { route: { sport: "basketball", league: "nba" } });
    expect(ok.response.status).toBe(200);
    expect(ok.body.payload).not.toHaveProperty("myPick");
  });
});

describe("GET /api/picks/fixture/{fixtureId}", () => {
  test("lists the picks newest first, bounded, with a cursor and no private fields", async () => {
    const fixture = await createFixture({ league: "NHL" });
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const user = await createUser();
      const p = await createPick(user.id, fixture.id, i % 2 ? "AWAY" : "HOME");
      await db.pick.update({ where: { id: p.id }, data: { createdAt: new Date(Date.now() - (3 - i) * 60_000) } });
      made.push(p.id);
    }
    const call = (query: string) =>
      fixturePicks(apiRequest(`/api/picks/fixture/${fixture.id}${query}`), routeContext({ fixtureId: String(fixture.id) }));
    const first = (await readJson(await call("?limit=2"))).payload as FixturePicksPage;
    expect(first.items.map((p) => p.id)).toEqual([made[2], made[1]]);
    const second = (await readJson(await call(`?limit=2&cursor=${first.nextCursor}`))).payload as FixturePicksPage;
    expect(second).toEqual({ items: [expect.objectContaining({ id: made[0], side: "HOME", kind: "NORMAL" })], nextCursor: null });
    expect(JSON.stringify(first)).not.toContain("@");
    expect((await fixturePicks(apiRequest("/api/picks/fixture/999999"), routeContext({ fixtureId: "999999" }))).status).toBe(404);
  });
});
