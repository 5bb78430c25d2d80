// The ESPN parser on real recorded NFL and MLB scoreboards: finals, a rain delay, a doubleheader, lines in both forms and days without lines.
import { parseEspnScoreboard } from "@/lib/feeds/espn/parse-scoreboard";
import { recorded } from "../../support/recorded-feeds";

const nflWeek1 = () => parseEspnScoreboard(recorded("espn/nfl-scoreboard-2025-09-05.json"), "NFL");
const mlbSaturday = () => parseEspnScoreboard(recorded("espn/mlb-scoreboard-2025-09-27.json"), "MLB");
const mlbSunday = () => parseEspnScoreboard(recorded("espn/mlb-scoreboard-2025-09-28.json"), "MLB");
const event = (updates: ReturnType<typeof nflWeek1>, id: string) => updates.find((update) => update.providerEventId === id);

test("NFL week 1: the opener is FINAL with its score and winner and no line; the Brazil game is priced", () => {
  const updates = nflWeek1();
  expect(updates).toHaveLength(16);
  expect(event(updates, "401772510")).toEqual({
    provider: "espn", providerEventId: "401772510", league: "NFL", startsAt: new Date("2025-09-05T00:20:00Z"), status: "FINAL",
    home: { abbreviation: "PHI", name: "Philadelphia Eagles", espnId: "21" }, away: { abbreviation: "DAL", name: "Dallas Cowboys", espnId: "6" },
    homeMoneyLine: null, awayMoneyLine: null, spread: null, total: null, homeScore: 24, awayScore: 20, winnerSide: "HOME",
  });
  expect(event(updates, "401772714")).toMatchObject({
    status: "PREGAME", startsAt: new Date("2025-09-06T00:00:00Z"), home: { abbreviation: "LAC" }, away: { abbreviation: "KC" },
    homeMoneyLine: 145, awayMoneyLine: -170, homeScore: null, awayScore: null, winnerSide: null,
  });
  // ESPN quotes Baltimore at Buffalo as "EVEN" in moneyline.home.close.odds and 100 in homeTeamOdds.moneyLine.
  expect(event(updates, "401772918")).toMatchObject({ home: { abbreviation: "BUF" }, homeMoneyLine: 100, awayMoneyLine: -120 });
});

test("the nested moneyline.{home,away}.close form alone gives the same lines as homeTeamOdds on every recorded game", () => {
  for (const file of ["espn/nfl-scoreboard-2025-09-05.json", "espn/mlb-scoreboard-2025-09-27.json"]) {
    const payload = recorded(file) as { events: { competitions: { odds?: Record<string, unknown>[] }[] }[] };
    const nestedOnly = structuredClone(payload);
    for (const odds of nestedOnly.events.flatMap((e) => e.competitions[0].odds ?? [])) {
      delete odds.homeTeamOdds;
      delete odds.awayTeamOdds;
    }
    const lines = (json: unknown) => parseEspnScoreboard(json, "NFL").map((u) => [u.providerEventId, u.homeMoneyLine, u.awayMoneyLine]);
    expect(lines(nestedOnly)).toEqual(lines(payload));
    expect(lines(payload).filter(([, home, away]) => home !== null && away !== null).length).toBeGreaterThanOrEqual(10);
  }
});

test("MLB Saturday: a final without a line, games under way, a rain delay still under way, lines on games to come", () => {
  const updates = mlbSaturday();
  expect(updates).toHaveLength(15);
  expect(event(updates, "401697308")).toMatchObject({
    status: "FINAL", startsAt: new Date("2025-09-27T17:05:00Z"), home: { abbreviation: "NYY", espnId: "10" }, away: { abbreviation: "BAL", espnId: "1" },
    homeScore: 6, awayScore: 1, winnerSide: "HOME", homeMoneyLine: null, awayMoneyLine: null,
  });
  expect(event(updates, "401697317")).toMatchObject({ status: "IN_PROGRESS", home: { abbreviation: "CHC" }, homeScore: 4, awayScore: 1, winnerSide: null });
  // STATUS_RAIN_DELAY in the top of the first: the game has started and is not over.
  expect(event(updates, "401697309")).toMatchObject({ status: "IN_PROGRESS", home: { abbreviation: "WSH" }, away: { abbreviation: "CHW" }, homeScore: 0, awayScore: 0 });
  expect(event(updates, "401697310")).toMatchObject({ status: "PREGAME", home: { abbreviation: "BOS" }, homeMoneyLine: -120, awayMoneyLine: 100, homeScore: null });
  expect(event(updates, "401764598")).toMatchObject({
    startsAt: new Date("2025-09-28T02:05:00Z"), home: { abbreviation: "ATH", name: "Athletics", espnId: "11" }, homeMoneyLine: -120, awayMoneyLine: 100,
  });
});

test("MLB Sunday: fifteen scheduled games with no line yet, each a fixture of its own beside Saturday's game between the same teams", () => {
  const sunday = mlbSunday();
  expect(sunday).toHaveLength(15);
  expect(sunday.every((u) => u.status === "PREGAME" && u.homeMoneyLine === null && u.awayMoneyLine === null && u.homeScore === null)).toBe(true);
  expect(event(sunday, "401697323")).toMatchObject({ startsAt: new Date("2025-09-28T19:05:00Z"), home: { abbreviation: "NYY" }, away: { abbreviation: "BAL" } });
  const saturdayIds = new Set(mlbSaturday().map((u) => u.providerEventId));
  expect(sunday.filter((u) => saturdayIds.has(u.providerEventId))).toEqual([]);
});

test("MLB doubleheader of 2016-05-18: Boston at Kansas City twice, two events with their own ids, the first FINAL while the second is under way", () => {
  const updates = parseEspnScoreboard(recorded("espn/mlb-scoreboard-2016-05-18.json"), "MLB");
  expect(updates).toHaveLength(16);
  const royals = updates.filter((update) => update.home.abbreviation === "KC");
  expect(royals).toEqual([
    {
      provider: "espn", providerEventId: "360518207", league: "MLB", startsAt: new Date("2016-05-18T18:15:00Z"), status: "FINAL",
      home: { abbreviation: "KC", name: "Kansas City Royals", espnId: "7" }, away: { abbreviation: "BOS", name: "Boston Red Sox", espnId: "2" },
      homeMoneyLine: null, awayMoneyLine: null, spread: null, total: null, homeScore: 3, awayScore: 2, winnerSide: "HOME",
    },
    {
      provider: "espn", providerEventId: "360518307", league: "MLB", startsAt: new Date("2016-05-19T00:15:00Z"), status: "IN_PROGRESS",
      home: { abbreviation: "KC", name: "Kansas City Royals", espnId: "7" }, away: { abbreviation: "BOS", name: "Boston Red Sox", espnId: "2" },
      homeMoneyLine: null, awayMoneyLine: null, spread: null, total: null, homeScore: 0, awayScore: 0, winnerSide: null,
    },
  ]);
  expect(updates.map((update) => update.status).filter((status) => status === "FINAL")).toHaveLength(4);
});
