// The ESPN parser and the team matcher on real recorded scoreboards (tests/fixtures/feeds/SOURCES.md says where from).
import { parseEspnScoreboard } from "@/lib/feeds/espn/parse-scoreboard";
import { byEspnId, recorded, recordedIn, resolveTeam, teamAt } from "../../support/recorded-feeds";

test("NHL preseason: a scheduled game with its teams' ESPN ids and no score or line", () => {
  expect(parseEspnScoreboard(recorded("espn/nhl-scoreboard-2025-09-20.json"), "NHL")).toEqual([
    {
      provider: "espn", providerEventId: "401801790", league: "NHL", startsAt: new Date("2025-09-20T23:00:00Z"), status: "PREGAME",
      home: { abbreviation: "DAL", name: "Dallas Stars", espnId: "9" },
      away: { abbreviation: "STL", name: "St. Louis Blues", espnId: "19" },
      homeMoneyLine: null, awayMoneyLine: null, spread: null, total: null, homeScore: null, awayScore: null, winnerSide: null,
    },
  ]);
});

test("NBA preseason: a neutral-site game and one against a club from outside the league", () => {
  const [knicks, pelicans] = parseEspnScoreboard(recorded("espn/nba-scoreboard-2025-10-02.json"), "NBA");
  expect(knicks).toMatchObject({
    providerEventId: "401812480", status: "PREGAME", startsAt: new Date("2025-10-02T16:00:00Z"),
    home: { abbreviation: "NY", name: "New York Knicks", espnId: "18" }, away: { abbreviation: "PHI", espnId: "20" },
    homeMoneyLine: null, homeScore: null,
  });
  expect(pelicans).toMatchObject({
    providerEventId: "401812481", startsAt: new Date("2025-10-03T09:30:00Z"),
    home: { abbreviation: "NO", name: "New Orleans Pelicans", espnId: "3" },
    away: { abbreviation: "MEL", name: "Melbourne United", espnId: "111124" },
  });
});

test("every team in every recorded ESPN scoreboard is the same reference team by id, by abbreviation and by name", () => {
  const seen = new Set<string>();
  const underFormerNames = new Set<string>();
  for (const { name, league, payload } of recordedIn("espn")) {
    for (const update of parseEspnScoreboard(payload, league)) {
      for (const ref of [update.home, update.away]) {
        // Preseason opponents from other leagues (Melbourne United of the NBL) are no franchise of ours. The Arizona
        // Coyotes' ESPN id left with them; their name and abbreviation are Utah's former ones, so only the id finds nothing.
        const coyotes = league === "NHL" && ref.espnId === "24";
        const franchise = coyotes ? teamAt(resolveTeam(league, { abbreviation: "UTA" })) : byEspnId(league, ref.espnId);
        const ids = [resolveTeam(league, { espnId: ref.espnId }), resolveTeam(league, { abbreviation: ref.abbreviation }), resolveTeam(league, { name: ref.name })];
        const expected = franchise?.id ?? null;
        expect([name, ref.name, ids]).toEqual([name, ref.name, [coyotes ? null : expected, expected, expected]]);
        if (franchise) {
          const current = franchise.abbreviation === ref.abbreviation && franchise.name === ref.name;
          if (!current) underFormerNames.add(`${league} ${ref.abbreviation} ${ref.name} = ${franchise.abbreviation}`);
          expect([name, ref.name, current || (franchise.aliases ?? []).includes(ref.name!)]).toEqual([name, ref.name, true]);
          seen.add(`${league} ${franchise.abbreviation}`);
        }
      }
    }
  }
  const count = (league: string) => [...seen].filter((team) => team.startsWith(`${league} `)).length;
  // Every NFL and MLB franchise plays in the recorded week and weekend; the NBA evening and preseason days and the NHL preseason days hold a few.
  expect({ NFL: count("NFL"), MLB: count("MLB"), NBA: count("NBA"), NHL: count("NHL") }).toEqual({ NFL: 32, MLB: 30, NBA: 10, NHL: 17 });
  // The 2016 MLB day was recorded before Cleveland's and the Athletics' renames, the 2022 NHL day before Arizona's move.
  expect([...underFormerNames].sort()).toEqual(["MLB CLE Cleveland Indians = CLE", "MLB OAK Oakland Athletics = ATH", "NHL ARI Arizona Coyotes = UTA"]);
});

describe("money lines in ESPN's two forms", () => {
  const event = (odds: unknown[]) => ({
    events: [{
      id: "1", date: "2025-12-03T00:00Z",
      competitions: [{
        status: { type: { name: "STATUS_SCHEDULED", state: "pre" } }, odds,
        competitors: [{ homeAway: "home", team: { id: "20", abbreviation: "PHI" } }, { homeAway: "away", team: { id: "27", abbreviation: "WSH" } }],
      }],
    }],
  });
  const lines = (odds: unknown[]) => {
    const [update] = parseEspnScoreboard(event(odds), "NBA");
    return [update.homeMoneyLine, update.awayMoneyLine];
  };

  test("homeTeamOdds.moneyLine numbers", () => {
    expect(lines([{ homeTeamOdds: { moneyLine: -850 }, awayTeamOdds: { moneyLine: 575 } }])).toEqual([-850, 575]);
  });

  test("moneyline.{home,away}.close.odds strings, with EVEN; the opening line stands in for a missing or OFF close", () => {
    expect(lines([{ moneyline: { home: { open: { odds: "-850" }, close: { odds: "-850" } }, away: { open: { odds: "+575" }, close: { odds: "+575" } } } }]))
      .toEqual([-850, 575]);
    expect(lines([{ moneyline: { home: { close: { odds: "EVEN" } }, away: { close: { odds: "-120" } } } }])).toEqual([100, -120]);
    expect(lines([{ moneyline: { home: { open: { odds: "-298" }, close: { odds: "OFF" } }, away: { open: { odds: "+240" } } } }])).toEqual([-298, 240]);
    expect(lines([{ moneyline: { home: {}, away: {} } }])).toEqual([null, null]);
    expect(lines([])).toEqual([null, null]);
  });
});
