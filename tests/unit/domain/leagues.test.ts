// Leagues: the sport/league mapping, route parsing and the database enum round trip.
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import {
  DEFAULT_LEAGUE_ROUTE,
  LEAGUE_LABELS,
  LEAGUES,
  SPORT_LABELS,
  SPORTS,
  fromDbLeague,
  isLeague,
  isSport,
  parseLeagueRoute,
  sportOfLeague,
  toDbLeague,
} from "@/lib/domain/leagues";

describe("sport and league mapping", () => {
  it.each([
    ["nfl", "football"],
    ["nba", "basketball"],
    ["nhl", "hockey"],
    ["mlb", "baseball"],
  ] as const)("%s is played as %s", (league, sport) => {
    expect(sportOfLeague(league)).toBe(sport);
  });

  it("gives each league a sport of its own, and every sport a league", () => {
    expect(new Set(LEAGUES.map(sportOfLeague))).toEqual(new Set(SPORTS));
    expect(LEAGUES).toHaveLength(SPORTS.length);
  });
});

describe("type guards", () => {
  it("accept exactly the lowercase names", () => {
    for (const league of LEAGUES) expect(isLeague(league)).toBe(true);
    for (const sport of SPORTS) expect(isSport(sport)).toBe(true);
    for (const bad of ["NFL", "Nfl", "football ", "", "curling", "constructor", "__proto__", "toString"]) {
      expect(isLeague(bad)).toBe(false);
      expect(isSport(bad)).toBe(false);
    }
    for (const notString of [null, undefined, 1, {}, ["nfl"]]) {
      expect(isLeague(notString)).toBe(false);
      expect(isSport(notString)).toBe(false);
    }
  });

  it("reject every other string", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isLeague(s)).toBe((LEAGUES as readonly string[]).includes(s));
        expect(isSport(s)).toBe((SPORTS as readonly string[]).includes(s));
      }),
    );
  });
});

describe("parseLeagueRoute", () => {
  it("parses each matching pair", () => {
    for (const league of LEAGUES) {
      const sport = sportOfLeague(league);
      expect(parseLeagueRoute(sport, league)).toEqual({ sport, league });
    }
  });

  it.each([
    ["hockey", "nba"],
    ["football", "mlb"],
    ["curling", "x"],
    ["Football", "nfl"],
    ["football", "NFL"],
    ["nfl", "football"],
    ["", ""],
  ])("rejects (%j, %j)", (sport, league) => {
    expect(parseLeagueRoute(sport, league)).toBeNull();
  });

  it("accepts exactly 4 of the 16 sport/league combinations", () => {
    const accepted = SPORTS.flatMap((s) => LEAGUES.filter((l) => parseLeagueRoute(s, l) !== null));
    expect(accepted).toHaveLength(4);
  });
});

describe("database enum", () => {
  it("maps to the upper-case Prisma values and back", () => {
    expect(LEAGUES.map(toDbLeague)).toEqual(["NFL", "NBA", "NHL", "MLB"]);
    for (const league of LEAGUES) expect(fromDbLeague(toDbLeague(league))).toBe(league);
    expect(fromDbLeague("NHL")).toBe("nhl");
  });
});

describe("labels and defaults", () => {
  it("names every league and sport", () => {
    expect(LEAGUE_LABELS.nfl).toEqual({ short: "NFL", name: "National Football League" });
    expect(LEAGUE_LABELS.nba).toEqual({ short: "NBA", name: "National Basketball Association" });
    expect(LEAGUE_LABELS.nhl).toEqual({ short: "NHL", name: "National Hockey League" });
    expect(LEAGUE_LABELS.mlb).toEqual({ short: "MLB", name: "Major League Baseball" });
    for (const league of LEAGUES) expect(LEAGUE_LABELS[league].short).toBe(toDbLeague(league));
    expect(SPORT_LABELS).toEqual({
      football: "Football",
      basketball: "Basketball",
      hockey: "Hockey",
      baseball: "Baseball",
    });
  });

  it("defaults to football/nfl, a valid route", () => {
    expect(DEFAULT_LEAGUE_ROUTE).toEqual({ sport: "football", league: "nfl" });
    expect(parseLeagueRoute(DEFAULT_LEAGUE_ROUTE.sport, DEFAULT_LEAGUE_ROUTE.league)).not.toBeNull();
  });
});
