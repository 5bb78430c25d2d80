// The live feed: ESPN's events with The Odds API's lines where ESPN has none, within the credit budget, odds failures reported.
import { REFERENCE_TEAMS as TEAMS } from "@/lib/reference/teams";
import { liveFeed } from "@/lib/feeds/live-feed";
import { FeedHttpError, type FeedFailure, type FetchJson } from "@/lib/feeds/types";
import { teamResolver } from "@/lib/server/sync/resolve-teams";
import { jsonResponse, memoryCallLog, mlbScoreboard, oddsListing } from "../../support/feed-responses";

const teams = TEAMS.map((team, i) => ({ id: i + 1, ...team }));
const now = new Date("2026-08-15T12:00:00Z");
const noWait = { sleep: async () => {} };
const listing = oddsListing({ id: "late", sportKey: "baseball_mlb", commence: "2026-08-15T23:15:00Z", home: "New York Mets", away: "Atlanta Braves", homePrice: -120, awayPrice: 102 });
const quota = (remaining: number) => ({ "x-requests-remaining": String(remaining), "x-requests-used": String(500 - remaining), "x-requests-last": "1" });

function setup({ espn = mlbScoreboard({ withoutOdds: ["401696202"] }), odds = (async () => jsonResponse([listing], quota(420))) as FetchJson } = {}) {
  const asked: string[] = [];
  const failures: FeedFailure[] = [];
  const callLog = memoryCallLog();
  const fetch: FetchJson = async (url) => {
    asked.push(url);
    return url.includes("the-odds-api") ? odds(url) : jsonResponse(espn);
  };
  const feed = liveFeed({ oddsApiKey: "k3y", monthlyCredits: 500, leagues: ["MLB"], fetch, retry: noWait });
  const context = { league: "MLB" as const, now, teams, resolveTeam: teamResolver(teams), callLog, reportFailure: (f: FeedFailure) => failures.push(f) };
  return { feed, asked, failures, callLog, sync: () => feed.fetchUpdates(context) };
}

describe("liveFeed", () => {
  test("keeps ESPN's ids and statuses, fills a missing line from The Odds API's odds (never its scores) and records the credit", async () => {
    const { feed, asked, callLog, sync } = setup();
    const updates = await sync();
    expect(feed.provider).toBe("espn");
    expect(updates.map((u) => [u.providerEventId, u.status])).toEqual([
      ["401696201", "FINAL"], ["401696202", "PREGAME"], ["401696203", "POSTPONED"], ["401696204", "FINAL"],
    ]);
    expect(updates.find((u) => u.providerEventId === "401696202")).toMatchObject({ homeMoneyLine: -120, awayMoneyLine: 102 });
    expect(updates.find((u) => u.providerEventId === "401696201")).toMatchObject({ homeMoneyLine: -135, awayMoneyLine: 115 });
    expect(asked.filter((url) => url.includes("the-odds-api"))).toEqual([expect.stringMatching(/\/baseball_mlb\/odds\?apiKey=k3y&regions=us&markets=h2h,spreads,totals&/)]);
    expect(asked.some((url) => url.includes("/scores"))).toBe(false);
    expect(callLog.calls).toEqual([{ provider: "the-odds-api", league: "MLB", calledAt: now, cost: 1, remaining: 420 }]);
  });

  test("spends no credit when ESPN has every upcoming line, and waits for the interval after a call", async () => {
    const priced = setup({ espn: mlbScoreboard() });
    await priced.sync();
    expect(priced.asked.some((url) => url.includes("the-odds-api"))).toBe(false);

    const { asked, callLog, sync } = setup();
    await sync();
    await sync();
    expect(asked.filter((url) => url.includes("the-odds-api"))).toHaveLength(1);
    expect(callLog.calls).toHaveLength(1);
  });

  test("a game with ESPN's money line but no spread or total gets them from The Odds API's listing", async () => {
    const espn = mlbScoreboard() as { events: { id: string; competitions: { odds: Record<string, unknown>[] }[] }[] };
    const odds = espn.events.find((e) => e.id === "401696202")!.competitions[0].odds[0];
    for (const key of ["overUnder", "spread", "details"]) delete odds[key];
    const withMarkets = structuredClone(listing) as { bookmakers: { markets: unknown[] }[] };
    withMarkets.bookmakers[0].markets.push(
      { key: "spreads", outcomes: [{ name: "New York Mets", price: -130, point: -1.5 }, { name: "Atlanta Braves", price: 110, point: 1.5 }] },
      { key: "totals", outcomes: [{ name: "Over", price: -105, point: 8 }, { name: "Under", price: -115, point: 8 }] },
    );
    const { sync, asked } = setup({ espn, odds: async () => jsonResponse([withMarkets], quota(420)) });
    const game = (await sync()).find((u) => u.providerEventId === "401696202");
    expect(asked.filter((url) => url.includes("the-odds-api"))).toHaveLength(1);
    // ESPN's own money line stays; the listing gives the markets ESPN lacks.
    expect(game).toMatchObject({
      homeMoneyLine: -110,
      awayMoneyLine: -110,
      spread: { home: { point: -1.5, price: -130 }, away: { point: 1.5, price: 110 } },
      total: { points: 8, over: -105, under: -115 },
    });
  });

  test("once the quota headers say 0 remain, no further call this month", async () => {
    const { asked, callLog, sync } = setup({ odds: async () => jsonResponse([listing], quota(0)) });
    await sync();
    callLog.calls[0].calledAt = new Date(now.getTime() - 24 * 3_600_000);
    await sync();
    expect(asked.filter((url) => url.includes("the-odds-api"))).toHaveLength(1);
  });

  test("a failing Odds API is retried, then reported, and the league still syncs from ESPN", async () => {
    let tries = 0;
    const { failures, sync } = setup({
      odds: async (url) => {
        tries += 1;
        throw new FeedHttpError(url, 503, new Headers());
      },
    });
    const updates = await sync();
    expect(tries).toBe(3);
    expect(updates).toHaveLength(4);
    expect(updates.find((u) => u.providerEventId === "401696202")).toMatchObject({ homeMoneyLine: null });
    expect(failures).toEqual([{ provider: "the-odds-api", error: expect.stringContaining("apiKey=…") }]);
    expect(failures[0].error).not.toContain("k3y");
  });

  test("a refused key (401) is not retried, and its quota header is kept", async () => {
    let tries = 0;
    const { callLog, failures, sync } = setup({
      odds: async (url) => {
        tries += 1;
        throw new FeedHttpError(url, 401, new Headers({ "x-requests-remaining": "0" }));
      },
    });
    await sync();
    expect(tries).toBe(1);
    expect(failures).toHaveLength(1);
    expect(callLog.calls).toMatchObject([{ cost: 0, remaining: 0 }]);
  });

  test("without a key it is ESPN alone", async () => {
    const asked: string[] = [];
    const feed = liveFeed({ oddsApiKey: undefined, leagues: ["MLB"], fetch: async (url) => (asked.push(url), jsonResponse(mlbScoreboard({ withoutOdds: ["401696202"] }))) });
    expect(await feed.fetchUpdates({ league: "MLB", now, teams, callLog: memoryCallLog() })).toHaveLength(4);
    expect(asked).toHaveLength(1);
  });
});
