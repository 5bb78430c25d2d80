// Spreads and totals read from real recorded ESPN scoreboards in each shape ESPN has used, and from the shapes alone.
import type { SpreadLine, TotalLine } from "@/lib/domain/markets";
import { parseEspnScoreboard } from "@/lib/feeds/espn/parse-scoreboard";
import { recorded } from "../../support/recorded-feeds";

type Updates = ReturnType<typeof parseEspnScoreboard>;
type Odds = Record<string, unknown>;
type Scoreboard = { events: { id: string; competitions: { odds?: Odds[] }[] }[] };
const byId = (updates: Updates, id: string) => updates.find((update) => update.providerEventId === id)!;
const markets = (update: Updates[number]) => ({ spread: update.spread, total: update.total });
const spread = (homePoint: number, homePrice: number, awayPrice: number): SpreadLine =>
  ({ home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } });
const total = (points: number, over: number, under: number): TotalLine => ({ points, over, under });
const nfl = () => recorded("espn/nfl-scoreboard-2025-09-05.json") as Scoreboard;

test("NFL 2025: pointSpread and total blocks give each side's closing point and price", () => {
  const updates = parseEspnScoreboard(nfl(), "NFL");
  // Chiefs at Chargers: LAC +3.5 -125, KC -3.5 +102 (the open was +3.5 -120 / EVEN), total 46.5 (opened 45.5).
  expect(markets(byId(updates, "401772714"))).toEqual({ spread: spread(3.5, -125, 102), total: total(46.5, -110, -110) });
  // Bengals at Browns: the over closes at "EVEN", the under at -120.
  expect(markets(byId(updates, "401772829"))).toEqual({ spread: spread(5.5, -110, -110), total: total(48.5, 100, -120) });
  // The home favourite gets the negative point: Colts -1.5 against the Dolphins.
  expect(byId(updates, "401772719").spread).toEqual(spread(-1.5, 100, -120));
  // A final has no odds block left: no market, never a zero line.
  expect(markets(byId(updates, "401772510"))).toEqual({ spread: null, total: null });
  expect(updates.filter((update) => update.status === "PREGAME").every((update) => update.spread && update.total)).toBe(true);
});

test("the flat spread with spreadOdds alone gives the same spreads; overUnder alone gives the points at the standard price", () => {
  const flat = nfl();
  for (const odds of flat.events.flatMap((event) => event.competitions[0].odds ?? [])) {
    delete odds.pointSpread;
    delete odds.total;
  }
  const nested = parseEspnScoreboard(nfl(), "NFL");
  const fromFlat = parseEspnScoreboard(flat, "NFL");
  expect(fromFlat.map((update) => update.spread)).toEqual(nested.map((update) => update.spread));
  expect(fromFlat.map((update) => update.total?.points ?? null)).toEqual(nested.map((update) => update.total?.points ?? null));
  expect(byId(fromFlat, "401772829").total).toEqual(total(48.5, -110, -110));
});

test("MLB 2025: the run line and total runs come from the pointSpread and total blocks; details carrying a money line is no spread", () => {
  const payload = recorded("espn/mlb-scoreboard-2025-09-27.json") as Scoreboard;
  const updates = parseEspnScoreboard(payload, "MLB");
  // Tigers at Red Sox, details "BOS -120": Boston is the money-line favourite yet gets +1.5 at -200 on the run line.
  expect(markets(byId(updates, "401697310"))).toEqual({ spread: spread(1.5, -200, 165), total: total(8.5, -110, -110) });
  expect(markets(byId(updates, "401697312"))).toEqual({ spread: spread(1.5, -150, 125), total: total(7.5, -125, 105) });
  for (const odds of payload.events.flatMap((event) => event.competitions[0].odds ?? [])) {
    delete odds.pointSpread;
    delete odds.spread;
  }
  // Left with "BOS -120" alone, there is no spread to read.
  expect(byId(parseEspnScoreboard(payload, "MLB"), "401697310").spread).toBeNull();
});

test("NBA 2022: details (\"MEM -1.0\") names the favourite and its point; whole-number points and totals stay as they are", () => {
  const updates = parseEspnScoreboard(recorded("espn/nba-scoreboard-2022-11-22.json"), "NBA");
  expect(markets(byId(updates, "401468412"))).toEqual({ spread: spread(-1, -110, -110), total: total(235.5, -110, -110) });
  expect(markets(byId(updates, "401468413"))).toEqual({ spread: spread(-9.5, -110, -110), total: total(226, -110, -110) });
  // Under way when recorded: ESPN has taken its line down.
  expect(markets(byId(updates, "401468411"))).toEqual({ spread: null, total: null });
});

test("MLB 2016: each market from the first book that quotes it; a consensus total of 0 is no total", () => {
  const updates = parseEspnScoreboard(recorded("espn/mlb-scoreboard-2016-05-18.json"), "MLB");
  // Westgate gives the total alone (9), consensus a total of 0 and "NYY -120", numberfire "NYY -1.5": the Yankees are away.
  expect(markets(byId(updates, "360518129"))).toEqual({ spread: spread(1.5, -110, -110), total: total(9, -110, -110) });
  expect(markets(byId(updates, "360518125"))).toEqual({ spread: spread(1.5, -110, -110), total: total(6.5, -110, -110) });
});

describe("ESPN's shapes one by one", () => {
  const read = (odds: Odds[]) => {
    const payload = {
      events: [{
        id: "1", date: "2025-12-03T00:00Z",
        competitions: [{
          status: { type: { name: "STATUS_SCHEDULED", state: "pre" } }, odds,
          competitors: [{ homeAway: "home", team: { id: "2", abbreviation: "BUF" } }, { homeAway: "away", team: { id: "15", abbreviation: "MIA" } }],
        }],
      }],
    };
    return markets(parseEspnScoreboard(payload, "NFL")[0]);
  };

  test("the open quote stands in for a missing close, a close quoted OFF is no line; only one side's point is enough", () => {
    expect(read([{ pointSpread: { home: { open: { line: "-3", odds: "-105" } }, away: { open: { line: "+3", odds: "-115" } } } }]).spread)
      .toEqual(spread(-3, -105, -115));
    // The book took the line down: never the stale opening number.
    expect(read([{ pointSpread: { home: { open: { line: "-3", odds: "-105" }, close: { line: "-3", odds: "OFF" } }, away: { open: { line: "+3", odds: "-115" } } } }]).spread)
      .toBeNull();
    expect(read([{ total: { over: { open: { line: "o44", odds: "-110" }, close: { line: "o44", odds: "OFF" } }, under: { open: { line: "u44", odds: "-110" } } } }]).total)
      .toBeNull();
    expect(read([{ pointSpread: { away: { close: { line: "+2.5", odds: "-110" } }, home: { close: { odds: "-110" } } } }]).spread).toEqual(spread(-2.5, -110, -110));
    expect(read([{ total: { over: { close: { line: "o44", odds: "-108" } }, under: { close: { line: "u44", odds: "-112" } } } }]).total).toEqual(total(44, -108, -112));
  });

  test("flat fields: spread, details, overUnder with overOdds and underOdds; missing prices are -110", () => {
    expect(read([{ details: "BUF -2.5", overUnder: 47.5 }])).toEqual({ spread: spread(-2.5, -110, -110), total: total(47.5, -110, -110) });
    expect(read([{ details: "MIA -2.5" }]).spread).toEqual(spread(2.5, -110, -110));
    expect(read([{ spread: -2.5, homeTeamOdds: { spreadOdds: -115.0 }, awayTeamOdds: { spreadOdds: -105.0 } }]).spread).toEqual(spread(-2.5, -115, -105));
    expect(read([{ overUnder: 45.5, overOdds: -105.0, underOdds: -115.0 }]).total).toEqual(total(45.5, -105, -115));
  });

  test("no line, a zero, a quarter point or an unknown favourite is no market", () => {
    expect(read([])).toEqual({ spread: null, total: null });
    expect(read([{ spread: 0, overUnder: 0, details: "EVEN" }])).toEqual({ spread: null, total: null });
    expect(read([{ spread: -2.25, overUnder: 44.25 }])).toEqual({ spread: null, total: null });
    expect(read([{ details: "NYJ -3" }]).spread).toBeNull();
    expect(read([{ details: "BUF -150" }]).spread).toBeNull();
  });
});
