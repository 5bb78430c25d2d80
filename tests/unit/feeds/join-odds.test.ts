// Joining The Odds API's lines onto ESPN events: same league and teams, nearest start within 12 h, ESPN's own lines first.
import { REFERENCE_TEAMS as TEAMS } from "@/lib/reference/teams";
import { parseEspnScoreboard } from "@/lib/feeds/espn/parse-scoreboard";
import { joinOdds } from "@/lib/feeds/join-odds";
import { parseOddsApi } from "@/lib/feeds/odds-api/parse-odds-api";
import { teamResolver } from "@/lib/server/sync/resolve-teams";
import { mlbScoreboard, oddsListing } from "../../support/feed-responses";

const resolve = teamResolver(TEAMS.map((team, i) => ({ id: i + 1, ...team })));
const metsBraves = (id: string, commence: string, homePrice: number, awayPrice: number) =>
  oddsListing({ id, sportKey: "baseball_mlb", commence, home: "New York Mets", away: "Atlanta Braves", homePrice, awayPrice });
const lines = (updates: ReturnType<typeof joinOdds>, id: string) => {
  const update = updates.find((u) => u.providerEventId === id)!;
  return [update.homeMoneyLine, update.awayMoneyLine];
};

describe("joinOdds", () => {
  const doubleheader = parseEspnScoreboard(mlbScoreboard({ withoutOdds: ["401696201", "401696202"], scheduled: ["401696201"] }), "MLB");

  test("an ESPN event without a money line gets the Odds API event's lines, matched by team names to ESPN's abbreviations", () => {
    const listings = parseOddsApi([metsBraves("late", "2026-08-15T23:15:00Z", -120, 102)], [], "MLB");
    const joined = joinOdds(doubleheader, listings, resolve);
    expect(lines(joined, "401696202")).toEqual([-120, 102]);
    expect(joined.find((u) => u.providerEventId === "401696202")).toMatchObject({ provider: "espn", status: "PREGAME" });
  });

  test("MLB doubleheader: each game takes the listing nearest its start, and a game whose listing is gone does not borrow its twin's", () => {
    const both = parseOddsApi([metsBraves("late", "2026-08-15T23:10:00Z", -120, 102), metsBraves("early", "2026-08-15T17:05:00Z", -150, 130)], [], "MLB");
    const joined = joinOdds(doubleheader, both, resolve);
    expect(lines(joined, "401696201")).toEqual([-150, 130]);
    expect(lines(joined, "401696202")).toEqual([-120, 102]);

    const onlyLate = joinOdds(doubleheader, parseOddsApi([metsBraves("late", "2026-08-15T23:10:00Z", -120, 102)], [], "MLB"), resolve);
    expect(lines(onlyLate, "401696201")).toEqual([null, null]);
    expect(lines(onlyLate, "401696202")).toEqual([-120, 102]);
  });

  test("an ESPN event with its own lines keeps them, and its listing is not handed to its twin", () => {
    const espn = parseEspnScoreboard(mlbScoreboard({ withoutOdds: ["401696201"], scheduled: ["401696201"] }), "MLB");
    const joined = joinOdds(espn, parseOddsApi([metsBraves("late", "2026-08-15T23:15:00Z", -120, 102)], [], "MLB"), resolve);
    expect(lines(joined, "401696202")).toEqual([-110, -110]);
    expect(lines(joined, "401696201")).toEqual([null, null]);
  });

  test("no join across leagues, nor beyond 12 hours, nor with the sides swapped", () => {
    const listing = metsBraves("late", "2026-08-15T23:15:00Z", -120, 102);
    expect(lines(joinOdds(doubleheader, parseOddsApi([listing], [], "NHL"), resolve), "401696202")).toEqual([null, null]);
    const nextDay = metsBraves("next", "2026-08-16T11:20:00Z", -120, 102);
    expect(lines(joinOdds(doubleheader, parseOddsApi([nextDay], [], "MLB"), resolve), "401696202")).toEqual([null, null]);
    const swapped = oddsListing({ id: "s", sportKey: "baseball_mlb", commence: "2026-08-15T23:15:00Z", home: "Atlanta Braves", away: "New York Mets", homePrice: -120, awayPrice: 102 });
    expect(lines(joinOdds(doubleheader, parseOddsApi([swapped], [], "MLB"), resolve), "401696202")).toEqual([null, null]);
  });
});
