// The Odds API parser and the team matcher on real recorded v4 payloads (tests/fixtures/feeds/SOURCES.md says where from).
import { parseOddsApi } from "@/lib/feeds/odds-api/parse-odds-api";
import { oddsApiPregame, recorded, recordedIn, resolveTeam, teamAt } from "../../support/recorded-feeds";

const nflOdds = () => recorded("odds-api/nfl-odds-2022-09-08.json");
const byId = (updates: ReturnType<typeof parseOddsApi>, id: string) => updates.find((update) => update.providerEventId === id);

test("NFL odds: sixteen week-1 games priced in American odds by the first book quoting both sides, or the preferred one", () => {
  const updates = parseOddsApi(nflOdds(), [], "NFL");
  expect(updates).toHaveLength(16);
  expect(byId(updates, "6bde759afa450fe673e70e555be88ba4")).toEqual(
    oddsApiPregame({
      id: "6bde759afa450fe673e70e555be88ba4", league: "NFL", startsAt: "2022-09-09T00:20:00Z", home: "Los Angeles Rams", away: "Buffalo Bills", moneyLine: [110, -133],
      spread: { home: { point: 2.5, price: -110 }, away: { point: -2.5, price: -110 } }, total: { points: 52, over: -110, under: -110 },
    }),
  );
  expect(byId(updates, "c40348d5ea77bbe8b0f886a7e741eb75")).toMatchObject({ home: { name: "Carolina Panthers" }, homeMoneyLine: -120, awayMoneyLine: 100 });
  const fanduel = parseOddsApi(nflOdds(), [], "NFL", { bookmaker: "fanduel" });
  expect(byId(fanduel, "6bde759afa450fe673e70e555be88ba4")).toMatchObject({ homeMoneyLine: 114, awayMoneyLine: -134 });
});

test("MLB odds: nine games of 2022-08-22, the Athletics still under their Oakland name", () => {
  const updates = parseOddsApi(recorded("odds-api/mlb-odds-2022-08-22.json"), [], "MLB");
  expect(updates).toHaveLength(9);
  expect(byId(updates, "8f582f6e489c1e0138c95cc817e6217b")).toMatchObject({
    startsAt: new Date("2022-08-23T01:41:00Z"), status: "PREGAME", home: { name: "Oakland Athletics" }, away: { name: "Miami Marlins" },
    homeMoneyLine: 120, awayMoneyLine: -140,
  });
});

test("MLB scores: completed games are FINAL with scores and winner, a game with scores but not completed is under way, the rest to come", () => {
  const updates = parseOddsApi([], recorded("odds-api/mlb-scores-2022-08-27.json"), "MLB");
  expect(updates).toHaveLength(30);
  expect(byId(updates, "e19a60907a62bfde20a1677d70a2e9a1")).toEqual({
    provider: "the-odds-api", providerEventId: "e19a60907a62bfde20a1677d70a2e9a1", league: "MLB",
    startsAt: new Date("2022-08-26T22:41:55Z"), status: "FINAL",
    home: { name: "Miami Marlins" }, away: { name: "Los Angeles Dodgers" },
    homeMoneyLine: null, awayMoneyLine: null, spread: null, total: null, homeScore: 6, awayScore: 10, winnerSide: "AWAY",
  });
  expect(byId(updates, "b69bdda651c95a29a532deb26aff5bd5")).toMatchObject({ status: "FINAL", homeScore: 9, awayScore: 0, winnerSide: "HOME" });
  expect(byId(updates, "d38d63a082ee1a5688b981c9309d4aef")).toMatchObject({ status: "IN_PROGRESS", homeScore: 2, awayScore: 2, winnerSide: null });
  expect(byId(updates, "a92f4c994c65e2ff0b011b860dcec104")).toMatchObject({ status: "PREGAME", homeScore: null, awayScore: null });
  expect(updates.filter((u) => u.status === "FINAL")).toHaveLength(14);
});

test("every team The Odds API names in a recorded payload is a reference team under its Odds API name or a former name", () => {
  const matched = new Map<string, string>();
  const underFormerNames: string[] = [];
  for (const { name, league, payload } of recordedIn("odds-api")) {
    const events = payload as { home_team: string; away_team: string; bookmakers?: { markets: { key: string; outcomes: { name: string }[] }[] }[] }[];
    const names = events.flatMap((event) => [
      event.home_team, event.away_team,
      ...(event.bookmakers ?? []).flatMap((book) => book.markets.filter((m) => m.key === "h2h").flatMap((m) => m.outcomes.map((o) => o.name))),
    ]);
    for (const teamName of new Set(names)) {
      const team = teamAt(resolveTeam(league, { name: teamName }));
      expect([name, teamName, team && (team.oddsApiName === teamName || team.aliases!.includes(teamName))]).toEqual([name, teamName, true]);
      matched.set(`${league} ${teamName}`, team!.abbreviation);
      if (team!.oddsApiName !== teamName) underFormerNames.push(`${league} ${teamName} = ${team!.abbreviation}`);
    }
  }
  // Recorded in 2021 and 2022, before Washington's NFL team became the Commanders and the Athletics left Oakland.
  expect([...new Set(underFormerNames)].sort()).toEqual(["MLB Oakland Athletics = ATH", "NFL Washington Football Team = WSH"]);
  const count = (league: string) => [...matched.keys()].filter((key) => key.startsWith(`${league} `)).length;
  // NFL 33: all 32 plus Washington's former name. The four NBA days hold every team; the NHL evening eight.
  expect({ NFL: count("NFL"), MLB: count("MLB"), NBA: count("NBA"), NHL: count("NHL") }).toEqual({ NFL: 33, MLB: 30, NBA: 30, NHL: 8 });
});
