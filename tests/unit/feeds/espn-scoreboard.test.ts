// The ESPN adapter on recorded scoreboard payloads: statuses, sides, winners, both money-line formats, missing odds.
import { espnFeed, espnScoreboardUrl } from "@/lib/feeds/espn/espn-feed";
import { espnStatus, parseEspnScoreboard } from "@/lib/feeds/espn/parse-scoreboard";
import { jsonResponse, recorded } from "../../support/feed-responses";

describe("parseEspnScoreboard", () => {
  const mlb = parseEspnScoreboard(recorded("espn-mlb-scoreboard.json"), "MLB");
  const byId = (id: string) => mlb.find((u) => u.providerEventId === id)!;

  test("a doubleheader gives two fixtures with their own event ids, never merged by teams and date", () => {
    const games = mlb.filter((u) => u.home.abbreviation === "NYM" && u.away.abbreviation === "ATL");
    expect(games.map((g) => g.providerEventId)).toEqual(["401696201", "401696202"]);
    expect(games.map((g) => g.status)).toEqual(["FINAL", "PREGAME"]);
    expect(games[0]).toMatchObject({
      provider: "espn", league: "MLB", homeScore: 5, awayScore: 3, winnerSide: "HOME",
      homeMoneyLine: -135, awayMoneyLine: 115, home: { abbreviation: "NYM", name: "New York Mets" },
    });
    expect(games[0].startsAt.toISOString()).toBe("2026-08-15T17:10:00.000Z");
    // A scheduled game's 0-0 is not a score.
    expect(games[1]).toMatchObject({ homeScore: null, awayScore: null, winnerSide: null, homeMoneyLine: -110, awayMoneyLine: -110 });
  });

  test("a postponed game is POSTPONED with no score and no odds", () => {
    expect(byId("401696203")).toMatchObject({ status: "POSTPONED", homeScore: null, winnerSide: null, homeMoneyLine: null, awayMoneyLine: null });
  });

  test("an extra-innings final with an empty odds block: the winner flag wins, lines stay empty", () => {
    expect(byId("401696204")).toMatchObject({ status: "FINAL", homeScore: 4, awayScore: 6, winnerSide: "AWAY", homeMoneyLine: null, awayMoneyLine: null });
  });

  test("overtime and shootout finals, and the newer moneyline.close format including EVEN", () => {
    const nhl = parseEspnScoreboard(recorded("espn-nhl-scoreboard.json"), "NHL");
    expect(nhl.map((u) => [u.providerEventId, u.status, u.winnerSide, u.homeMoneyLine, u.awayMoneyLine])).toEqual([
      ["401688501", "FINAL", "HOME", -125, 105],
      ["401688502", "FINAL", "AWAY", 100, -120],
      ["401688503", "IN_PROGRESS", null, 110, -130],
    ]);
    expect(nhl[2]).toMatchObject({ homeScore: 1, awayScore: 2 });
  });

  test("status names map onto our statuses", () => {
    const s = (name: string, state: string, completed = false) => espnStatus({ name, state, completed });
    expect(s("STATUS_SCHEDULED", "pre")).toBe("PREGAME");
    expect(s("STATUS_DELAYED", "pre")).toBe("PREGAME");
    expect(s("STATUS_RAIN_DELAY", "in")).toBe("IN_PROGRESS");
    expect(s("STATUS_HALFTIME", "in")).toBe("IN_PROGRESS");
    expect(s("STATUS_SUSPENDED", "post")).toBe("IN_PROGRESS");
    expect(s("STATUS_FINAL_OT", "post", true)).toBe("FINAL");
    expect(s("STATUS_CANCELED", "post")).toBe("CANCELED");
    expect(s("STATUS_POSTPONED", "post")).toBe("POSTPONED");
  });

  test("junk is skipped, not thrown", () => {
    expect(parseEspnScoreboard({ events: [{ id: "1" }, null, { competitions: [] }] }, "NFL")).toEqual([]);
    expect(parseEspnScoreboard("nope", "NFL")).toEqual([]);
  });
});

describe("espnFeed", () => {
  test("asks the league's scoreboard for the window and tags updates with the league", async () => {
    const asked: string[] = [];
    const feed = espnFeed({
      leagues: ["MLB", "NHL"],
      fetch: async (url) => {
        asked.push(url);
        return jsonResponse(recorded(url.includes("/baseball/mlb/") ? "espn-mlb-scoreboard.json" : "espn-nhl-scoreboard.json"));
      },
    });
    const now = new Date("2026-08-15T12:00:00Z");
    const updates = [...(await feed.fetchUpdates({ league: "MLB", now, teams: [] })), ...(await feed.fetchUpdates({ league: "NHL", now, teams: [] }))];
    expect(asked).toEqual([espnScoreboardUrl("MLB", new Date("2026-08-13T12:00:00Z"), new Date("2026-08-22T12:00:00Z")), expect.stringContaining("/hockey/nhl/scoreboard?dates=")]);
    expect(asked[0]).toContain("site.api.espn.com/apis/site/v2/sports/baseball/mlb/scoreboard?dates=20260813-20260822");
    expect(updates).toHaveLength(7);
    expect(new Set(updates.map((u) => u.league))).toEqual(new Set(["MLB", "NHL"]));
  });
});
