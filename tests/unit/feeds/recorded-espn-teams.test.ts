// The reference team list checked against ESPN's own recorded team lists: id, abbreviation and name of every team.
import type { DbLeague } from "@/lib/domain/leagues";
import { byEspnId, recorded, referenceTeams, resolveTeam } from "../../support/recorded-feeds";

type EspnTeam = { id: string; abbreviation: string; displayName: string };
type Listed = EspnTeam & { league: DbLeague };

/** site.web.api.espn.com/apis/site/v2/teams?leagues=nfl,mlb,nba,nhl: each league's teams in divisions. */
function fourLeagues(): Listed[] {
  const payload = recorded("espn-teams/four-leagues-teams-2023.json") as Record<string, { teams: EspnTeam[] }[]>;
  return Object.entries(payload).flatMap(([league, groups]) =>
    groups.flatMap((group) => group.teams.map((team) => ({ ...team, league: league.toUpperCase() as DbLeague }))));
}

/** site.api.espn.com/apis/site/v2/sports/football/nfl/teams. */
function nflTeams(): Listed[] {
  const payload = recorded("espn-teams/nfl-teams-2024.json") as { sports: { leagues: { teams: { team: EspnTeam }[] }[] }[] };
  return payload.sports[0].leagues[0].teams.map(({ team }) => ({ ...team, league: "NFL" as const }));
}

const key = (team: { league: string; abbreviation: string }) => `${team.league} ${team.abbreviation}`;

/** Franchises renamed since the 2023 recording: same ESPN id, the old spellings kept as aliases. */
const RENAMED: Record<string, string> = { "MLB 11 OAK Oakland Athletics": "ATH Athletics" };
/** ESPN ids that name no current franchise: the Coyotes' hockey operations became Utah, under a new ESPN id. */
const RETIRED = ["NHL 24 ARI Arizona Coyotes"];

test.each([["four leagues, 2023", fourLeagues], ["NFL, 2024", nflTeams]])("ESPN's team list (%s): every team is the reference team with that ESPN id, abbreviation and name", (_, list) => {
  for (const listed of list()) {
    const label = `${listed.league} ${listed.id} ${listed.abbreviation} ${listed.displayName}`;
    const franchise = byEspnId(listed.league, listed.id);
    if (RETIRED.includes(label)) {
      expect(franchise).toBeUndefined();
      continue;
    }
    expect([label, franchise && `${franchise.abbreviation} ${franchise.name}`]).toEqual([label, RENAMED[label] ?? `${listed.abbreviation} ${listed.displayName}`]);
    const ids = [resolveTeam(listed.league, { abbreviation: listed.abbreviation }), resolveTeam(listed.league, { name: listed.displayName })];
    expect([label, ids]).toEqual([label, [franchise!.id, franchise!.id]]);
  }
});

test("ESPN's 2023 list names every reference franchise but Utah's, which ESPN created in 2024, and no other", () => {
  const listed = fourLeagues();
  expect(listed).toHaveLength(124);
  const missing = referenceTeams.filter((team) => !listed.some((l) => l.league === team.league && l.id === team.espnId)).map(key);
  expect(missing).toEqual(["NHL UTA"]);
  // The Coyotes' old spellings are Utah's aliases, so a stray older payload still lands on the franchise that plays now.
  expect(resolveTeam("NHL", { espnId: "24", name: "Arizona Coyotes", abbreviation: "ARI" })).toBe(byEspnId("NHL", "129764")!.id);
});

test("ESPN's 2024 NFL list holds exactly the 32 reference NFL teams", () => {
  expect(nflTeams().map((t) => `NFL ${t.abbreviation}`).sort()).toEqual(referenceTeams.filter((t) => t.league === "NFL").map(key).sort());
});
