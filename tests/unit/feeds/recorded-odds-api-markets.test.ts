// Spreads and totals from real recorded Odds API payloads, American and decimal, and joined to ESPN's events.
import type { SpreadLine, TotalLine } from "@/lib/domain/markets";
import { parseEspnScoreboard } from "@/lib/feeds/espn/parse-scoreboard";
import { joinOdds } from "@/lib/feeds/join-odds";
import { parseOddsApi } from "@/lib/feeds/odds-api/parse-odds-api";
import { recorded, resolveTeam } from "../../support/recorded-feeds";

type Updates = ReturnType<typeof parseOddsApi>;
const byId = (updates: Updates, id: string) => updates.find((update) => update.providerEventId === id)!;
const lines = (update: Updates[number]) => ({ moneyLine: [update.homeMoneyLine, update.awayMoneyLine], spread: update.spread, total: update.total });
const spread = (homePoint: number, homePrice: number, awayPrice: number): SpreadLine =>
  ({ home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } });
const total = (points: number, over: number, under: number): TotalLine => ({ points, over, under });

test("NHL 2023-11-06 in decimal odds: the puck line and total of every game, converted to US prices", () => {
  const updates = parseOddsApi(recorded("odds-api/nhl-odds-decimal-2023-11-06.json"), [], "NHL");
  expect(updates).toHaveLength(4);
  // Blue Jackets at Panthers: h2h 2.9 / 1.43, Florida -1.5 at 2.02 and Columbus +1.5 at 1.82, 6.5 goals at 1.81 / 2.02.
  expect(lines(byId(updates, "1a4117cd1f40815fa2c1f799596d6f27"))).toEqual({
    moneyLine: [-233, 190], spread: spread(-1.5, 102, -122), total: total(6.5, -123, 102),
  });
  // Oilers at Canucks: Vancouver is the +1.5 side at 1.42, Edmonton -1.5 at 2.95.
  expect(byId(updates, "49a4cf852432f269832ab3cf284b19e3").spread).toEqual(spread(1.5, -238, 195));
  expect(updates.every((update) => update.spread && Math.abs(update.spread.home.point) === 1.5 && update.total)).toBe(true);
  expect(updates.every((update) => resolveTeam("NHL", update.home) !== null && resolveTeam("NHL", update.away) !== null)).toBe(true);
});

test("NBA 2023-11-06 in decimal odds: whole-number spreads and totals are kept as quoted", () => {
  const updates = parseOddsApi(recorded("odds-api/nba-odds-decimal-2023-11-06.json"), [], "NBA");
  expect(updates).toHaveLength(12);
  // Mavericks at Magic: h2h 2.0 / 1.85, Orlando -1 at 1.89 and Dallas +1 at 1.93, 224.5 at 1.91 each way.
  expect(lines(byId(updates, "88b6c95aa5c16857922d78700d0a11fa"))).toEqual({
    moneyLine: [-118, -100], spread: spread(-1, -112, -108), total: total(224.5, -110, -110),
  });
  expect(byId(updates, "e6a2441741193c6f65b5263b25f83d7a").total).toEqual(total(230, -110, -110));
  expect(updates.every((update) => update.spread && update.total && update.homeMoneyLine !== null)).toBe(true);
});

test("NFL 2022 week 1 in American odds: spreads and totals from the first book quoting them, or the preferred one", () => {
  const nfl = recorded("odds-api/nfl-odds-2022-09-08.json");
  const updates = parseOddsApi(nfl, [], "NFL");
  // Saints at Falcons (unibet first): Atlanta +5 at -110, 41.5 at -104 / -116.
  expect(lines(byId(updates, "35f0cd753df0e28ffb932a270a6a91b6"))).toEqual({
    moneyLine: [180, -222], spread: spread(5, -110, -110), total: total(41.5, -104, -116),
  });
  expect(updates.every((update) => update.spread && update.total)).toBe(true);
  const fanduel = parseOddsApi(nfl, [], "NFL", { bookmaker: "fanduel" });
  expect(fanduel.map((update) => update.spread)).not.toEqual(updates.map((update) => update.spread));
});

test("a payload of money lines alone (h2h) has no spread or total, never a zero one", () => {
  const updates = parseOddsApi(recorded("odds-api/mlb-odds-2022-08-22.json"), [], "MLB");
  expect(updates.map((update) => [update.spread, update.total])).toEqual(Array(9).fill([null, null]));
});

test("joined to ESPN: an event keeps ESPN's own markets and takes the listing's where ESPN quotes none", () => {
  const espn = parseEspnScoreboard(recorded("espn/nba-scoreboard-2022-11-22.json"), "NBA");
  const odds = parseOddsApi(recorded("odds-api/nba-odds-2022-11-23.json"), [], "NBA");
  // Kings at Grizzlies: ESPN says MEM -1, total 235.5; The Odds API's first book MEM -3, 237.5. ESPN has no money line.
  expect(lines(byId(joinOdds(espn, odds, resolveTeam), "401468412"))).toEqual({
    moneyLine: [-142, 116], spread: spread(-1, -110, -110), total: total(235.5, -110, -110),
  });
  const bare = espn.map((event) => ({ ...event, spread: null, total: null }));
  expect(lines(byId(joinOdds(bare, odds, resolveTeam), "401468412"))).toEqual({
    moneyLine: [-142, 116], spread: spread(-3, -110, -110), total: total(237.5, -110, -110),
  });
});
