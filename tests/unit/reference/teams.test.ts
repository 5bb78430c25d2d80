// The reference team list: every current franchise once per league, with usable colours, ratings and provider identities.
import { expect, test } from "@jest/globals";
import { REFERENCE_TEAMS as TEAMS } from "@/lib/reference/teams";

const count = (league: string) => TEAMS.filter((team) => team.league === league).length;

test("has 32 NFL, 30 NBA, 32 NHL and 30 MLB teams", () => {
  expect({ NFL: count("NFL"), NBA: count("NBA"), NHL: count("NHL"), MLB: count("MLB") }).toEqual({
    NFL: 32,
    NBA: 30,
    NHL: 32,
    MLB: 30,
  });
  expect(TEAMS).toHaveLength(124);
});

test("abbreviations and names are unique within each league", () => {
  for (const league of ["NFL", "NBA", "NHL", "MLB"]) {
    const teams = TEAMS.filter((team) => team.league === league);
    expect(new Set(teams.map((team) => team.abbreviation)).size).toBe(teams.length);
    expect(new Set(teams.map((team) => team.name)).size).toBe(teams.length);
  }
});

test("includes the newest franchises under their current names", () => {
  expect(TEAMS).toContainEqual(expect.objectContaining({ league: "NHL", abbreviation: "UTA", name: "Utah Mammoth" }));
  expect(TEAMS).toContainEqual(expect.objectContaining({ league: "MLB", abbreviation: "ATH", name: "Athletics" }));
});

test("colours are #RRGGBB, abbreviations fit the column and ratings are integers in range", () => {
  for (const team of TEAMS) {
    expect(team.color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(team.abbreviation).toMatch(/^[A-Z]{2,4}$/);
    expect(Number.isInteger(team.rating)).toBe(true);
    expect(team.rating).toBeGreaterThanOrEqual(1350);
    expect(team.rating).toBeLessThanOrEqual(1650);
  }
});

test("every team has a numeric ESPN id, unique within its league, and a The Odds API name", () => {
  for (const league of ["NFL", "NBA", "NHL", "MLB"]) {
    const teams = TEAMS.filter((team) => team.league === league);
    expect(new Set(teams.map((team) => team.espnId)).size).toBe(teams.length);
    for (const team of teams) {
      expect(team.espnId).toMatch(/^\d+$/);
      expect(team.oddsApiName.length).toBeGreaterThan(3);
      expect(team.espnAbbreviation).toBe(team.abbreviation);
    }
  }
  expect(TEAMS).toContainEqual(expect.objectContaining({ league: "NBA", name: "LA Clippers", oddsApiName: "Los Angeles Clippers" }));
  expect(TEAMS).toContainEqual(expect.objectContaining({ league: "NHL", abbreviation: "UTA", espnId: "129764" }));
});
