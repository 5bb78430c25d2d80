// Team matching across providers: ESPN id, current or former abbreviation, then a name with spelling differences ignored.
import { REFERENCE_TEAMS } from "@/lib/reference/teams";
import type { FeedTeam } from "@/lib/feeds/types";
import { teamResolver } from "@/lib/server/sync/resolve-teams";

const teams: FeedTeam[] = REFERENCE_TEAMS.map((team, index) => ({ ...team, id: index + 1 }));
const resolve = teamResolver(teams);
const abbreviationOf = (league: string, ref: Parameters<typeof resolve>[1]) => {
  const id = resolve(league, ref);
  return id === null ? null : teams.find((team) => team.id === id)!.abbreviation;
};

test("every reference team answers to its name, abbreviation, ESPN id, The Odds API name and aliases", () => {
  for (const team of teams) {
    for (const spelling of [team.name, team.abbreviation, team.oddsApiName!, ...team.aliases!]) {
      expect([team.league, spelling, resolve(team.league, { name: spelling })]).toEqual([team.league, spelling, team.id]);
      expect([team.league, spelling, resolve(team.league, { abbreviation: spelling })]).toEqual([team.league, spelling, team.id]);
    }
    expect(resolve(team.league, { espnId: team.espnId })).toBe(team.id);
  }
});

const spellings: [string, string, string][] = [
  ["NFL", "  kansas CITY chiefs ", "KC"], ["NHL", "Montréal Canadiens", "MTL"], ["NHL", "MONTREAL CANADIENS", "MTL"],
  ["NHL", "St Louis Blues", "STL"], ["NHL", "Saint Louis Blues", "STL"], ["MLB", "St.Louis Cardinals", "STL"],
  ["NBA", "Los Angeles Clippers", "LAC"], ["NBA", "L.A. Clippers", "LAC"], ["NHL", "LA Kings", "LA"],
];
test.each(spellings)("names match regardless of case, accents, punctuation, St./Saint and LA/Los Angeles: %s %j is %s", (league, name, abbreviation) => {
  expect(abbreviationOf(league, { name })).toBe(abbreviation);
});

const formerNames: [string, string, string][] = [
  ["MLB", "Oakland Athletics", "ATH"], ["MLB", "Sacramento Athletics", "ATH"], ["MLB", "Cleveland Indians", "CLE"], ["NHL", "Utah Hockey Club", "UTA"],
  ["NHL", "Arizona Coyotes", "UTA"], ["NFL", "Washington Football Team", "WSH"], ["NFL", "Washington Redskins", "WSH"],
];
test.each(formerNames)("a former name finds today's franchise: %s %s is %s", (league, name, abbreviation) => {
  expect(abbreviationOf(league, { name })).toBe(abbreviation);
});

test("former abbreviations find today's franchise", () => {
  expect(abbreviationOf("MLB", { abbreviation: "OAK" })).toBe("ATH");
  const renamed: [string, string, string][] = [
    ["NFL", "WAS", "WSH"], ["NBA", "GSW", "GS"], ["NBA", "NYK", "NY"], ["NBA", "SAS", "SA"], ["NBA", "UTA", "UTAH"],
    ["NBA", "NOP", "NO"], ["NBA", "WAS", "WSH"], ["MLB", "CWS", "CHW"], ["NHL", "UTAH", "UTA"], ["NHL", "TBL", "TB"],
  ];
  for (const [league, old, current] of renamed) expect([league, old, abbreviationOf(league, { abbreviation: old })]).toEqual([league, old, current]);
});

test("the ESPN id wins over a stale abbreviation, and every key is scoped to its league", () => {
  expect(abbreviationOf("NHL", { espnId: "129764", abbreviation: "ARI", name: "Arizona Coyotes" })).toBe("UTA");
  expect(abbreviationOf("NBA", { espnId: "3", abbreviation: "NOP" })).toBe("NO");
  expect(abbreviationOf("NHL", { abbreviation: "WSH" })).toBe("WSH");
  expect(resolve("NHL", { abbreviation: "WSH" })).not.toBe(resolve("NFL", { abbreviation: "WSH" }));
  expect(abbreviationOf("NFL", { abbreviation: "UTAH" })).toBe(null);
});

test("an unknown team is null, never a guess", () => {
  expect(resolve("NBA", { espnId: "111124", abbreviation: "MEL", name: "Melbourne United" })).toBeNull();
  expect(resolve("NFL", {})).toBeNull();
  expect(resolve("NFL", { name: "Chiefs" })).toBeNull();
});

test("a key that would name two teams of one league is refused when the resolver is built", () => {
  const base = { league: "NBA" as const, rating: 1500 };
  expect(() => teamResolver([{ ...base, id: 1, name: "LA Clippers", abbreviation: "LAC" }, { ...base, id: 2, name: "Los Angeles Clippers", abbreviation: "LAX" }]))
    .toThrow(/would match both LA Clippers and Los Angeles Clippers/);
  expect(() => teamResolver([{ ...base, id: 1, name: "A", abbreviation: "AA", espnId: "7" }, { ...base, id: 2, name: "B", abbreviation: "BB", espnId: "7" }]))
    .toThrow(/would match both/);
  expect(() => teamResolver([{ ...base, id: 1, name: "Utah Jazz", abbreviation: "UTAH" }, { ...base, league: "NHL", id: 2, name: "Other", abbreviation: "OTH", aliases: ["Utah"] }]))
    .not.toThrow();
  expect(() => teamResolver([{ ...base, id: 1, name: "Utah Jazz", abbreviation: "UTAH" }, { ...base, id: 2, name: "Other", abbreviation: "OTH", aliases: ["utah"] }]))
    .toThrow();
});
