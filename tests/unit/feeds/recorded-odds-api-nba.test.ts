// The Odds API parser on real recorded NBA (and decimal-format) payloads, joined to ESPN's scoreboard of the same evening.
import { parseEspnScoreboard } from "@/lib/feeds/espn/parse-scoreboard";
import { joinOdds } from "@/lib/feeds/join-odds";
import { parseOddsApi } from "@/lib/feeds/odds-api/parse-odds-api";
import { oddsApiPregame, recorded, resolveTeam, teamAt } from "../../support/recorded-feeds";

type Updates = ReturnType<typeof parseOddsApi>;
const nbaOdds = () => parseOddsApi(recorded("odds-api/nba-odds-2022-11-23.json"), [], "NBA");
const byId = (updates: Updates, id: string) => updates.find((update) => update.providerEventId === id)!;
const lines = (update: Updates[number]) => [update.homeMoneyLine, update.awayMoneyLine];

test("NBA odds of 2022-11-22 evening: fourteen games in American odds, a book without an h2h market passed over", () => {
  const updates = nbaOdds();
  expect(updates).toHaveLength(14);
  // Under way when recorded: The Odds API gives the actual tip-off and the in-play price.
  expect(byId(updates, "63330b334dfcd7aa56e69624617bc273")).toEqual(
    oddsApiPregame({
      id: "63330b334dfcd7aa56e69624617bc273", league: "NBA", startsAt: "2022-11-23T00:32:18Z", home: "Philadelphia 76ers", away: "Brooklyn Nets", moneyLine: [110, -140],
      spread: { home: { point: 2.5, price: -118 }, away: { point: -2.5, price: -110 } }, total: { points: 219.5, over: -115, under: -113 },
    }),
  );
  // BetOnline.ag is listed first with spreads and totals only; DraftKings quotes the money line.
  expect(lines(byId(updates, "7084070ce5ae0fc3f52d4227f30a2446"))).toEqual([-350, 290]);
  expect(lines(byId(updates, "167b6c9c35dc3a5c81b43b96b0e8543e"))).toEqual([245, -295]);
  expect(lines(byId(updates, "d6e07d5973d7be637467354bdf513fda"))).toEqual([-110, -110]);
  const fanduel = parseOddsApi(recorded("odds-api/nba-odds-2022-11-23.json"), [], "NBA", { bookmaker: "fanduel" });
  expect(lines(byId(fanduel, "7084070ce5ae0fc3f52d4227f30a2446"))).toEqual([-370, 295]);
  expect(updates.every((update) => update.homeMoneyLine !== null && update.awayMoneyLine !== null)).toBe(true);
});

test("ESPN's NBA scoreboard of the same evening carries only spreads; each pregame game takes its Odds API line by teams and nearest start", () => {
  const espn = parseEspnScoreboard(recorded("espn/nba-scoreboard-2022-11-22.json"), "NBA");
  expect(espn.map((event) => [event.providerEventId, event.status, event.homeMoneyLine])).toEqual([
    ["401468411", "IN_PROGRESS", null], ["401468412", "PREGAME", null], ["401468413", "PREGAME", null], ["401468414", "PREGAME", null],
  ]);
  const joined = joinOdds(espn, nbaOdds(), resolveTeam);
  // ESPN lists Sacramento at Memphis at 01:00, The Odds API at 01:05.
  expect(lines(byId(joined, "401468412"))).toEqual([-142, 116]);
  expect(lines(byId(joined, "401468413"))).toEqual([-490, 380]);
  expect(lines(byId(joined, "401468414"))).toEqual([-450, 350]);
  expect(byId(joined, "401468414")).toMatchObject({ provider: "espn", home: { abbreviation: "PHX" }, away: { abbreviation: "LAL" } });
});

test("the Odds API name of the Clippers resolves to ESPN's LA Clippers", () => {
  const updates = parseOddsApi(recorded("odds-api/nba-odds-decimal-2021-11-13.json"), [], "NBA");
  const clippers = byId(updates, "8b508416000440952163a1dde47c5bc2");
  expect(clippers.home).toEqual({ name: "Los Angeles Clippers" });
  expect(teamAt(resolveTeam("NBA", clippers.home))).toMatchObject({ name: "LA Clippers", abbreviation: "LAC", espnId: "12" });
});

test.each([
  ["odds-api/nba-odds-decimal-2022-12-07.json", "NBA", 3, "ca21c78621f9d4605afd4c7803f356c5", [-189, 158]],
  ["odds-api/nba-odds-decimal-2021-11-13.json", "NBA", 11, "8b508416000440952163a1dde47c5bc2", [-294, 245]],
  ["odds-api/nfl-odds-decimal-2021-11-14.json", "NFL", 13, "36d1de2eae1d529ecee8ffdd510063df", [-400, 310]],
] as const)("%s: decimal prices (oddsFormat=decimal) are read as decimal, never as money lines of their own", (file, league, games, id, expected) => {
  const updates = parseOddsApi(recorded(file), [], league);
  expect(updates).toHaveLength(games);
  // Cavaliers 1.53 and Lakers 2.58 are -189 and +158, Clippers 1.34 and Timberwolves 3.45 -294 and +245, Cowboys 1.25
  // and Falcons 4.1 -400 and +310; read as American they would be no line at all.
  expect(lines(byId(updates, id))).toEqual(expected);
  expect(updates.every((update) => update.homeMoneyLine === null || Math.abs(update.homeMoneyLine) >= 100)).toBe(true);
  expect(updates.filter((update) => update.homeMoneyLine !== null && update.awayMoneyLine !== null).length).toBeGreaterThan(games / 2);
  expect(updates.every((update) => resolveTeam(league, update.home) !== null && resolveTeam(league, update.away) !== null)).toBe(true);
});
