// A freshly migrated database, without the demo seed: the reference teams are there, and a real ESPN sync matches them.
import { db } from "@/lib/db";
import { espnFeed } from "@/lib/feeds/espn/espn-feed";
import { REFERENCE_TEAMS } from "@/lib/reference/teams";
import { syncFeed } from "@/lib/server/sync/sync-feed";
import { jsonResponse, recorded } from "../support/feed-responses";


test("the migration holds exactly the reference list: 124 teams with provider identities and every alias", async () => {
  const rows = await db.team.findMany({
    select: { league: true, name: true, abbreviation: true, color: true, rating: true, espnId: true, espnAbbreviation: true, oddsApiName: true, aliases: { select: { alias: true } } },
  });
  const key = (t: { league: string; abbreviation: string }) => `${t.league}:${t.abbreviation}`;
  const stored = rows.map(({ aliases, ...team }) => ({ ...team, aliases: aliases.map((a) => a.alias).sort() })).sort((a, b) => key(a).localeCompare(key(b)));
  const expected = REFERENCE_TEAMS.map((team) => ({ ...team, aliases: [...team.aliases].sort() })).sort((a, b) => key(a).localeCompare(key(b)));
  expect(stored).toHaveLength(124);
  expect(stored).toEqual(expected);
  expect(await db.fixture.count()).toBe(0);
  expect(await db.user.count()).toBe(0);
});

test("an ESPN sync creates the fixtures of known teams and names the unknown team in the summary", async () => {
  const feed = espnFeed({ leagues: ["NBA"], fetch: async () => jsonResponse(recorded("espn/nba-scoreboard-2025-10-02.json")) });
  const lines: string[] = [];
  const summary = await syncFeed(db, feed, { now: new Date("2025-10-02T12:00:00Z"), log: (line) => lines.push(line) });
  expect(summary).toMatchObject({ fetched: 2, created: 1, unknownTeams: 1, unknownTeamNames: ["NBA Melbourne United (MEL)"] });
  expect(lines.join("\n")).toContain("NBA: unknown teams, their games skipped: NBA Melbourne United (MEL).");
  const fixture = await db.fixture.findUniqueOrThrow({
    where: { provider_providerEventId: { provider: "espn", providerEventId: "401812480" } },
    select: { league: true, status: true, startsAt: true, homeTeam: { select: { abbreviation: true, espnId: true } }, awayTeam: { select: { name: true } } },
  });
  expect(fixture).toEqual({
    league: "NBA", status: "PREGAME", startsAt: new Date("2025-10-02T16:00:00Z"),
    homeTeam: { abbreviation: "NY", espnId: "18" }, awayTeam: { name: "Philadelphia 76ers" },
  });
});
