// The live feed against a real PostgreSQL and a local replay of ESPN and The Odds API: leagues fail alone, credits are logged and rationed.
import { db } from "@/lib/db";
import { seedTeams } from "@/lib/server/demo/seed-catalog";
import { espnFeed } from "@/lib/feeds/espn/espn-feed";
import { liveFeed } from "@/lib/feeds/live-feed";
import { syncFeed } from "@/lib/server/sync/sync-feed";
import { createUser } from "../support/factories";
import { mlbScoreboard, oddsListing } from "../support/feed-responses";
import { replayServer, type Reply } from "../support/replay-server";
import { emptyWorld, pickWithOdds } from "../support/results-factories";

const now = new Date("2026-08-15T12:00:00Z");
const MLB = "/espn/baseball/mlb/scoreboard";
const ODDS = "/odds/baseball_mlb/odds";
const listing = oddsListing({ id: "late", sportKey: "baseball_mlb", commence: "2026-08-15T23:15:00Z", home: "New York Mets", away: "Atlanta Braves", homePrice: -120, awayPrice: 102 });
const oddsReply = (remaining: number): Reply => ({ body: [listing], headers: { "x-requests-remaining": String(remaining), "x-requests-used": String(500 - remaining), "x-requests-last": "1" } });

let server: Awaited<ReturnType<typeof replayServer>>;
let mlbPayload: unknown;
let odds: Reply;

beforeAll(async () => {
  server = await replayServer((path, hit) => {
    if (path === "/espn/football/nfl/scoreboard") return { status: 500, body: { error: "upstream" } };
    if (path === "/espn/basketball/nba/scoreboard") return { raw: "<html>Service Unavailable</html>" };
    if (path === "/espn/hockey/nhl/scoreboard") return { hangUp: true };
    if (path === MLB) return hit === 1 ? { status: 503 } : { body: mlbPayload };
    if (path === ODDS) return odds;
    return { status: 404 };
  });
});
afterAll(() => server.close());

beforeEach(async () => {
  await emptyWorld();
  await db.$executeRawUnsafe(`TRUNCATE "FeedCallLog"`);
  await seedTeams(db);
  mlbPayload = mlbScoreboard({ withoutOdds: ["401696202"] });
  odds = oddsReply(420);
  server.resetHits();
});

const feed = () =>
  liveFeed({ oddsApiKey: "k3y", espnBaseUrl: `${server.url}/espn`, oddsApiBaseUrl: `${server.url}/odds`, monthlyCredits: 500, retry: { sleep: async () => {} } });
const fixture = (id: string) => db.fixture.findUniqueOrThrow({ where: { provider_providerEventId: { provider: "espn", providerEventId: id } } });

describe("syncFeed with the live feed", () => {
  test("a 500, bad JSON and a dropped connection are retried 3 times, then reported; the league that answers is written and settled", async () => {
    // First run: the doubleheader's opener is still scheduled, so a picker can pick it.
    mlbPayload = mlbScoreboard({ withoutOdds: ["401696202"], scheduled: ["401696201"] });
    const first = await syncFeed(db, feed(), { now });
    expect(first.leagues.map((l) => [l.league, l.ok])).toEqual([["NFL", false], ["NBA", false], ["NHL", false], ["MLB", true]]);
    expect(first.failures.map((f) => [f.league, f.provider])).toEqual([["NFL", "espn"], ["NBA", "espn"], ["NHL", "espn"]]);
    expect(first.failures[0].error).toMatch(/answered 500/);
    expect(first.failures[1].error).toMatch(/SyntaxError/);
    for (const path of ["/espn/football/nfl/scoreboard", "/espn/basketball/nba/scoreboard", "/espn/hockey/nhl/scoreboard"]) expect(server.hits(path)).toBe(3);
    expect(server.hits(MLB)).toBe(2);
    expect(first).toMatchObject({ created: 4, unknownTeams: 0 });
    expect(await fixture("401696202")).toMatchObject({ status: "PREGAME", homeMoneyLine: -120, awayMoneyLine: 102 });
    expect(await fixture("401696203")).toMatchObject({ status: "POSTPONED" });
    // The extra-innings final arrives over and is settled in the same run.
    expect(first.settled.fixtures).toBe(1);

    const user = await createUser();
    await pickWithOdds(user.id, (await fixture("401696201")).id, "HOME", -135);
    mlbPayload = mlbScoreboard({ withoutOdds: ["401696202"] });
    const second = await syncFeed(db, feed(), { now });
    expect(second.settled).toMatchObject({ fixtures: 1, picks: 1 });
    expect(await fixture("401696201")).toMatchObject({ status: "FINAL", winnerSide: "HOME", homeScore: 5 });
    expect((await db.standing.findUniqueOrThrow({ where: { userId: user.id } })).points.toFixed(4)).toBe("1.7407");

    // FEED_PROVIDER=espn reads the same events under the same ids: nothing is duplicated.
    const espnOnly = await syncFeed(db, espnFeed({ baseUrl: `${server.url}/espn`, retry: { sleep: async () => {} } }), { now });
    expect(espnOnly).toMatchObject({ created: 0, fetched: 4 });
    expect(await db.fixture.count()).toBe(4);
  });

  test("the call log records each odds call from its quota headers and refuses calls once none remain, until the month turns", async () => {
    await syncFeed(db, feed(), { now });
    expect(await db.feedCallLog.findMany({ select: { provider: true, league: true, cost: true, remaining: true } })).toEqual([
      { provider: "the-odds-api", league: "MLB", cost: 1, remaining: 420 },
    ]);
    expect(server.hits(ODDS)).toBe(1);

    await db.$executeRawUnsafe(`TRUNCATE "FeedCallLog"`);
    await db.feedCallLog.create({ data: { provider: "the-odds-api", league: "NBA", calledAt: new Date("2026-08-14T12:00:00Z"), cost: 1, remaining: 0 } });
    await syncFeed(db, feed(), { now });
    expect(server.hits(ODDS)).toBe(1);

    // The same zero, but last month's: August starts over.
    await db.feedCallLog.updateMany({ data: { calledAt: new Date("2026-07-31T23:00:00Z") } });
    await syncFeed(db, feed(), { now });
    expect(server.hits(ODDS)).toBe(2);
    expect(await db.feedCallLog.count({ where: { calledAt: now } })).toBe(1);
  });
});
