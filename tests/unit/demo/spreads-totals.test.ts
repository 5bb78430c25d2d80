// The demo world's spreads and totals: most games offer both, around -110, some on whole points, siding with the money line.
import { generateSchedule, type DemoFixture } from "@/lib/demo/season";
import type { DbLeague } from "@/lib/domain/leagues";
import { isLinePoint, settleSelection } from "@/lib/domain/markets";
import { REFERENCE_TEAMS as TEAMS } from "@/lib/reference/teams";

const NOW = new Date("2026-11-22T17:00:00Z");
const LEAGUES: DbLeague[] = ["NFL", "NBA", "NHL", "MLB"];
const HOUR = 3_600_000;
const teamsOf = (league: DbLeague) =>
  TEAMS.filter((team) => team.league === league).map((team, i) => ({ id: LEAGUES.indexOf(league) * 100 + i + 1, abbreviation: team.abbreviation, rating: team.rating }));
const schedule = (league: DbLeague, now = NOW, fromDay = -30, toDay = 14) =>
  generateSchedule({ league, teams: teamsOf(league), now, seed: "test", fromDay, toDay });
const all = LEAGUES.flatMap((league) => schedule(league));
const share = (games: DemoFixture[], test: (game: DemoFixture) => boolean) => games.filter(test).length / games.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const expectWithin = (value: number, low: number, high: number) => expect([value >= low && value <= high, value]).toEqual([true, value]);

test("most games offer a spread and a total; a few offer neither, and none offers a partial or zero line", () => {
  expect(all.length).toBeGreaterThan(1000);
  expect(share(all, (g) => g.spread !== null)).toBeGreaterThan(0.85);
  expect(share(all, (g) => g.total !== null)).toBeGreaterThan(0.85);
  expect(all.some((g) => g.spread === null)).toBe(true);
  expect(all.some((g) => g.total === null)).toBe(true);
  for (const { spread, total } of all) {
    if (spread) expect([isLinePoint(spread.home.point), spread.home.point !== 0, spread.away.point]).toEqual([true, true, -spread.home.point]);
    if (total) expect([isLinePoint(total.points), total.points > 0]).toEqual([true, true]);
  }
  // A game off the money-line board is off every board.
  expect(all.filter((g) => g.homeMoneyLine === null && g.awayMoneyLine === null).every((g) => !g.spread && !g.total)).toBe(true);
});

test("prices sit around -110 (-105 to -115 a side), and some points are whole numbers so pushes can happen", () => {
  const prices = all.flatMap((g) => [g.spread?.home.price, g.spread?.away.price, g.total?.over, g.total?.under]).filter((p) => p !== undefined);
  expect(prices.every((price) => price >= -115 && price <= -105)).toBe(true);
  expect(new Set(prices)).toEqual(new Set([-105, -110, -115]));
  const whole = (point: number) => Number.isInteger(point);
  const spreads = all.flatMap((g) => (g.spread ? [g.spread.home.point] : []));
  const totals = all.flatMap((g) => (g.total ? [g.total.points] : []));
  for (const points of [spreads, totals]) {
    expect(points.filter(whole).length / points.length).toBeGreaterThan(0.15);
    expect(points.filter(whole).length / points.length).toBeLessThan(0.5);
  }
});

test("the spread's favourite is the money line's favourite", () => {
  const priced = all.filter((g) => g.spread && g.homeMoneyLine !== null && g.awayMoneyLine !== null && g.homeMoneyLine !== g.awayMoneyLine);
  expect(priced.length).toBeGreaterThan(800);
  for (const g of priced) expect([g.providerEventId, g.spread!.home.point < 0]).toEqual([g.providerEventId, g.homeMoneyLine! < g.awayMoneyLine!]);
});

test("points fit each league's scoring", () => {
  const of = (league: DbLeague) => all.filter((g) => g.league === league);
  const spreadSize = (league: DbLeague) => median(of(league).flatMap((g) => (g.spread ? [Math.abs(g.spread.home.point)] : [])));
  const total = (league: DbLeague) => median(of(league).flatMap((g) => (g.total ? [g.total.points] : [])));
  expectWithin(spreadSize("NFL"), 1, 10);
  expectWithin(total("NFL"), 38, 52);
  expectWithin(spreadSize("NBA"), 1, 12);
  expectWithin(total("NBA"), 200, 235);
  expectWithin(total("NHL"), 4.5, 7.5);
  expectWithin(total("MLB"), 5, 10);
});

test("finals settle both ways: favourites cover about half the time, overs about half, and whole points push now and then", () => {
  const finals = all.filter((g) => g.status === "FINAL" && g.closingSpread && g.closingTotal);
  expect(finals.length).toBeGreaterThan(500);
  const spreadResults = finals.map((g) => settleSelection({ market: "SPREAD", side: "HOME", point: g.closingSpread!.home.point }, g.homeScore!, g.awayScore!));
  const totalResults = finals.map((g) => settleSelection({ market: "TOTAL", side: "OVER", point: g.closingTotal!.points }, g.homeScore!, g.awayScore!));
  const favouriteCovers = finals.filter((g, i) => (g.closingSpread!.home.point < 0 ? spreadResults[i] === "WIN" : spreadResults[i] === "LOOSE")).length;
  expectWithin(favouriteCovers / finals.length, 0.3, 0.7);
  expectWithin(totalResults.filter((r) => r === "WIN").length / finals.length, 0.3, 0.7);
  expect(spreadResults.filter((r) => r === "PUSH").length).toBeGreaterThan(0);
  expect(totalResults.filter((r) => r === "PUSH").length).toBeGreaterThan(0);
});

test("spreads and totals move before the start, a started game keeps its closing line, and a game to come has none yet", () => {
  const upcoming = LEAGUES.flatMap((league) => schedule(league, NOW, 3, 6)).filter((g) => g.spread && g.total).slice(0, 150);
  const at = (g: DemoFixture, when: Date) => schedule(g.league, when, -4, 4).find((x) => x.providerEventId === g.providerEventId)!;
  const early = upcoming.map((g) => at(g, new Date(g.startsAt.getTime() - 48 * HOUR)));
  const close = upcoming.map((g) => at(g, new Date(g.startsAt.getTime() + HOUR)));
  const moved = (changed: (i: number) => boolean) => upcoming.filter((_, i) => changed(i)).length / upcoming.length;
  expect(moved((i) => early[i].spread?.home.point !== close[i].spread?.home.point)).toBeGreaterThan(0.1);
  expect(moved((i) => early[i].total?.points !== close[i].total?.points)).toBeGreaterThan(0.3);
  for (const g of close) expect([g.closingSpread, g.closingTotal]).toEqual([g.spread, g.total]);
  expect(all.filter((g) => g.status === "PREGAME").every((g) => g.closingSpread === null && g.closingTotal === null)).toBe(true);
});
