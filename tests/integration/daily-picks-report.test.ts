// GET /api/{sport}/{league}/fixtures/report: only published reports of the league, newest game first, in bounded pages.
import { GET as board } from "@/app/api/[sport]/[league]/fixtures/route";
import { GET as reports } from "@/app/api/[sport]/[league]/fixtures/report/route";
import { db } from "@/lib/db";
import { getFixture } from "@/lib/server/fixtures/get-fixture";
import { getDailyPick } from "@/lib/server/reports/get-daily-pick";
import type { DailyPickPage } from "@/lib/contracts/daily-picks";
import type { FixturePage } from "@/lib/contracts/fixtures";
import { createFixture, createPick, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";
import type { Side } from "@/lib/domain/enum-values";

const DAY = 86_400_000;
const get = (query = "", sport = "football", league = "nfl") =>
  reports(apiRequest(`/api/${sport}/${league}/fixtures/report${query}`), routeContext({ sport, league }));

async function published(options: Parameters<typeof createFixture>[0], report = "## Report", publishedAt = new Date(Date.now() - 60_000)) {
  const fixture = await createFixture(options);
  return db.fixture.update({ where: { id: fixture.id }, data: { report, reportPublishedAt: publishedAt } });
}

beforeEach(async () => {
  await db.pick.deleteMany();
  await db.fixture.deleteMany();
});

test("lists only published reports of the league, newest game first, with teams, odds and pick shares", async () => {
  const now = Date.now();
  const older = await published({ startsAt: new Date(now + 1 * DAY) });
  const newer = await published({ startsAt: new Date(now + 3 * DAY) }, "## Newer\\\\Body");
  await createFixture({ startsAt: new Date(now + 2 * DAY) }); // no report
  const draft = await createFixture({ startsAt: new Date(now + 2 * DAY) });
  await db.fixture.update({ where: { id: draft.id }, data: { report: "draft" } }); // written, not published
  await published({ startsAt: new Date(now + 2 * DAY) }, "## Later", new Date(now + DAY)); // scheduled for later
  await published({ league: "NBA", startsAt: new Date(now + 2 * DAY) });
  const [a, b, c] = [await createUser(), await createUser(), await createUser()];
  await createPick(a.id, newer.id, "HOME");
  await createPick(b.id, newer.id, "HOME");
  await createPick(c.id, newer.id, "AWAY");

  const response = await get();
  expect(response.status).toBe(200);
  const { payload } = (await readJson(response)) as { payload: DailyPickPage };
  expect(payload.items.map((f) => f.id)).toEqual([newer.id, older.id]);
  expect(payload.nextCursor).toBeNull();
  const [first] = payload.items;
  expect(first).toMatchObject({
    sport: "football",
    league: "nfl",
    date: { time: newer.startsAt.toISOString() },
    status: "PREGAME",
    bet: { type: "MONEY_LINE", home: -150, away: 130 },
    picks: { home: { total: 2, percentage: 67 }, away: { total: 1, percentage: 33 } },
    report: "## Newer\\\\Body",
    teams: { home: { id: newer.homeTeamId, name: expect.stringMatching(/^Home /) }, away: { id: newer.awayTeamId } },
  });
  expect(JSON.stringify(payload)).not.toMatch(/provider|email/);
});

test("the NBA list holds only NBA reports", async () => {
  await published({ league: "NFL" });
  const nba = await published({ league: "NBA" });
  const { payload } = (await readJson(await get("", "basketball", "nba"))) as { payload: DailyPickPage };
  expect(payload.items.map((f) => f.id)).toEqual([nba.id]);
  expect(payload.items[0]).toMatchObject({ sport: "basketball", league: "nba" });
});

test("pages are bounded and follow on with the cursor without gaps or repeats", async () => {
  const created = [];
  for (let i = 0; i < 5; i++) created.push(await published({ startsAt: new Date(Date.now() + (i + 1) * DAY) }));
  const expected = created.map((f) => f.id).reverse();

  const first = ((await readJson(await get("?limit=2"))) as { payload: DailyPickPage }).payload;
  expect(first.items.map((f) => f.id)).toEqual(expected.slice(0, 2));
  const second = ((await readJson(await get(`?limit=2&cursor=${first.nextCursor}`))) as { payload: DailyPickPage }).payload;
  expect(second.items.map((f) => f.id)).toEqual(expected.slice(2, 4));
  const third = ((await readJson(await get(`?limit=2&cursor=${second.nextCursor}`))) as { payload: DailyPickPage }).payload;
  expect(third.items.map((f) => f.id)).toEqual(expected.slice(4));
  expect(third.nextCursor).toBeNull();

  expect((await get("?limit=51")).status).toBe(400);
  expect((await get("?limit=0")).status).toBe(400);
  expect((await get("?cursor=999999")).status).toBe(400);
});

test("a sport and league that do not belong together are NOT_FOUND", async () => {
  const response = await get("", "hockey", "nba");
  expect(response.status).toBe(404);
  expect((await readJson(response)).error?.code).toBe("NOT_FOUND");
});

test("the detail read refuses unpublished reports and other leagues", async () => {
  const live = await published({});
  const draft = await createFixture({});
  await db.fixture.update({ where: { id: draft.id }, data: { report: "draft" } });
  expect((await getDailyPick("nfl", live.id))?.id).toBe(live.id);
  expect(await getDailyPick("nba", live.id)).toBeNull();
  expect(await getDailyPick("nfl", draft.id)).toBeNull();
  expect(await getDailyPick("nfl", 0)).toBeNull();
});

test("a daily pick shows the same team records and pick shares as the board's row of the same game", async () => {
  const game = await published({ startsAt: new Date(Date.now() + DAY) });
  // Finished games the teams played (no settlement ran, so only counting FINAL games gives these numbers).
  const finished = (providerEventId: string, winnerSide: Side | null) =>
    db.fixture.create({
      data: { league: "NFL", startsAt: new Date(Date.now() - DAY), homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, status: "FINAL",
        homeScore: 1, awayScore: 1, winnerSide, provider: "test", providerEventId },
    });
  await finished("records-1", "HOME");
  await finished("records-2", null);
  await createPick((await createUser()).id, game.id, "AWAY");

  const boardResponse = await board(apiRequest("/api/football/nfl/fixtures?filter=all"), routeContext({ sport: "football", league: "nfl" }));
  const row = ((await readJson(boardResponse)) as { payload: FixturePage }).payload.items.find((f) => f.id === game.id)!;
  const { payload } = (await readJson(await get())) as { payload: DailyPickPage };
  const daily = payload.items.find((f) => f.id === game.id)!;
  expect(row.teams.home.record).toEqual({ wins: 1, losses: 0, ties: 1 });
  expect(daily.teams.home.record).toEqual(row.teams.home.record);
  expect(daily.teams.away.record).toEqual(row.teams.away.record);
  expect(daily.picks).toEqual(row.picks);
});

test("a daily pick's shares leave a hidden pick out until the game starts and count it on its side from then, as the game's page does", async () => {
  const game = await published({ startsAt: new Date(Date.now() + DAY) });
  const [open, hider] = [await createUser(), await createUser()];
  await db.user.update({ where: { id: hider.id }, data: { hidePendingPicks: true } });
  await createPick(open.id, game.id, "HOME");
  await createPick(hider.id, game.id, "AWAY");
  const shares = async () => (await getDailyPick("nfl", game.id))!.picks;
  expect(await shares()).toEqual({ home: { total: 1, percentage: 100 }, away: { total: 0, percentage: 0 } });
  await db.fixture.update({ where: { id: game.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
  expect(await shares()).toEqual({ home: { total: 1, percentage: 50 }, away: { total: 1, percentage: 50 } });
  expect((await getFixture({ league: "NFL", fixtureId: game.id })).picks).toEqual(await shares());
});
