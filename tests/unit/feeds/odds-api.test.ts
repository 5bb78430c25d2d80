// The Odds API adapter on recorded v4 payloads: odds and scores joined on the event id, teams by name, credits recorded.
import { oddsApiFeed } from "@/lib/feeds/odds-api/odds-api-feed";
import { parseOddsApi } from "@/lib/feeds/odds-api/parse-odds-api";
import { jsonResponse, memoryCallLog, recorded } from "../../support/feed-responses";
const odds = recorded("odds-api-nba-odds.json");
const scores = recorded("odds-api-nba-scores.json");

describe("parseOddsApi", () => {
  const updates = parseOddsApi(odds, scores, "NBA");
  const byId = (id: string) => updates.find((u) => u.providerEventId === id)!;

  test("a completed game: FINAL with scores and the winner, lines from the first bookmaker quoting both sides", () => {
    expect(byId("e912304de2b2ce35b473ce2ecd3d1502")).toMatchObject({
      provider: "the-odds-api", league: "NBA", status: "FINAL",
      home: { name: "Boston Celtics" }, away: { name: "Miami Heat" },
      homeScore: 118, awayScore: 121, winnerSide: "AWAY", homeMoneyLine: -380, awayMoneyLine: 300,
    });
  });

  test("outcomes are matched by team name, whatever their order", () => {
    expect(byId("a1b2c3d4e5f60718293a4b5c6d7e8f90")).toMatchObject({ status: "IN_PROGRESS", homeMoneyLine: 122, awayMoneyLine: -145, homeScore: 54, awayScore: 61, winnerSide: null });
  });

  test("no bookmakers means no lines; no scores yet means PREGAME", () => {
    expect(byId("0f9e8d7c6b5a49382716a5b4c3d2e1f0")).toMatchObject({ status: "PREGAME", homeMoneyLine: null, awayMoneyLine: null, homeScore: null });
  });

  test("a game only in /scores (odds gone after the final) is still reported", () => {
    expect(byId("77aa66bb55cc44dd33ee22ff11009988")).toMatchObject({ status: "FINAL", winnerSide: "HOME", homeMoneyLine: null });
    expect(byId("77aa66bb55cc44dd33ee22ff11009988").startsAt.toISOString()).toBe("2026-11-19T00:10:00.000Z");
  });

  test("a preferred bookmaker is used when it quotes the market", () => {
    const preferred = parseOddsApi(odds, scores, "NBA", { bookmaker: "fanduel" });
    expect(preferred.find((u) => u.providerEventId === "e912304de2b2ce35b473ce2ecd3d1502")).toMatchObject({ homeMoneyLine: -400, awayMoneyLine: 320 });
  });
});

describe("oddsApiFeed", () => {
  /** The NBA feed answered with the recorded payloads: each URL it asks for goes into `asked`; `headers` are a reply's. */
  function recordedFeed(asked: string[], headers: (url: string) => Record<string, string> = () => ({})) {
    return oddsApiFeed({
      apiKey: "k3y",
      leagues: ["NBA"],
      fetch: async (url) => {
        asked.push(url);
        return jsonResponse(url.includes("/odds?") ? odds : scores, headers(url));
      },
    });
  }

  test("requests the h2h, spreads and totals markets in american odds, and scores, per sport key, with the key", async () => {
    const asked: string[] = [];
    const feed = recordedFeed(asked);
    const updates = await feed.fetchUpdates({ league: "NBA", now: new Date(), teams: [] });
    expect(asked.sort()).toEqual([
      expect.stringMatching(/\/v4\/sports\/basketball_nba\/odds\?apiKey=k3y&regions=us&markets=h2h,spreads,totals&oddsFormat=american&/),
      expect.stringMatching(/\/v4\/sports\/basketball_nba\/scores\?apiKey=k3y&daysFrom=3/),
    ]);
    expect(updates).toHaveLength(4);
  });

  test("refuses to run without a key", async () => {
    await expect(oddsApiFeed({ apiKey: "" }).fetchUpdates({ league: "NBA", now: new Date(), teams: [] })).rejects.toThrow(/ODDS_API_KEY/);
  });

  test("records what each call cost from the quota headers, drops to money lines alone when credits run short, then stops", async () => {
    const callLog = memoryCallLog();
    let remaining = 8;
    const asked: string[] = [];
    const feed = recordedFeed(asked, (url) => {
      // The Odds API charges a credit per market (per region): what the markets parameter lists.
      const cost = url.includes("/odds?") ? new URL(url).searchParams.get("markets")!.split(",").length : 2;
      remaining -= cost;
      return { "x-requests-remaining": String(remaining), "x-requests-used": String(500 - remaining), "x-requests-last": String(cost) };
    });
    const now = new Date("2026-11-20T18:00:00Z");
    const markets = () => asked.filter((url) => url.includes("/odds?")).map((url) => new URL(url).searchParams.get("markets"));
    await feed.fetchUpdates({ league: "NBA", now, teams: [], callLog });
    expect(callLog.calls.map((c) => [c.cost, c.remaining])).toEqual([[3, 5], [2, 3]]);
    // Three credits left: all three markets and the scores call (2) would overrun, money lines alone (1) and scores fit.
    await feed.fetchUpdates({ league: "NBA", now, teams: [], callLog });
    expect(markets()).toEqual(["h2h,spreads,totals", "h2h"]);
    expect(callLog.calls.map((c) => [c.cost, c.remaining])).toEqual([[3, 5], [2, 3], [1, 2], [2, 0]]);
    await expect(feed.fetchUpdates({ league: "NBA", now, teams: [], callLog })).rejects.toThrow(/credits of this month are spent/);
    expect(callLog.calls).toHaveLength(4);
  });
});
