// The ESPN parser on two 2022 scoreboards: MLB doubleheaders and NHL overtime finals with split-squad games.
import { parseEspnScoreboard } from "@/lib/feeds/espn/parse-scoreboard";
import { recorded, resolveTeam, teamAt } from "../../support/recorded-feeds";

type Updates = ReturnType<typeof parseEspnScoreboard>;
const row = (update: Updates[number]) =>
  [update.providerEventId, update.status, update.home.abbreviation, update.away.abbreviation, update.homeScore, update.awayScore, update.winnerSide];

test("MLB 2022-09-17: each doubleheader is two games with their own event ids, the opener FINAL and the nightcap to come", () => {
  const updates = parseEspnScoreboard(recorded("espn/mlb-scoreboard-2022-09-17.json"), "MLB");
  expect(updates.map(row)).toEqual([
    ["401423263", "FINAL", "CLE", "MIN", 5, 1, "HOME"],
    // The makeup of July 17 is game 1 with a new id; game 2 keeps the original one.
    ["401463304", "FINAL", "STL", "CIN", 5, 1, "HOME"],
    ["401356377", "PREGAME", "CLE", "MIN", null, null, null],
    ["401356372", "PREGAME", "STL", "CIN", null, null, null],
  ]);
  expect(updates.map((update) => update.startsAt.toISOString())).toEqual([
    "2022-09-17T17:10:00.000Z", "2022-09-17T17:15:00.000Z", "2022-09-17T23:10:00.000Z", "2022-09-17T23:15:00.000Z",
  ]);
  // Caesars quotes the nightcaps' totals alone (8.5 and 7.5, no prices); the consensus's run-line prices come without a point.
  expect(updates.map((update) => [update.spread, update.total])).toEqual([
    [null, null], [null, null], [null, { points: 8.5, over: -110, under: -110 }], [null, { points: 7.5, over: -110, under: -110 }],
  ]);
  expect(new Set(updates.map((update) => teamAt(resolveTeam("MLB", update.home))!.abbreviation))).toEqual(new Set(["CLE", "STL"]));
});

test("NHL 2022-09-25: overtime finals (Final/OT) are FINAL with the winner; split squads put the same teams in two games", () => {
  const updates = parseEspnScoreboard(recorded("espn/nhl-scoreboard-2022-09-25.json"), "NHL");
  expect(updates).toHaveLength(10);
  expect(updates.filter((update) => update.status === "FINAL").map(row)).toEqual([
    ["401461562", "FINAL", "PIT", "CBJ", 3, 2, "HOME"],
    ["401461454", "FINAL", "WSH", "BUF", 3, 4, "AWAY"],
    ["401461559", "FINAL", "MIN", "COL", 3, 2, "HOME"],
  ]);
  const pair = (a: string, b: string) => updates.filter((u) => [u.home.abbreviation, u.away.abbreviation].sort().join() === [a, b].sort().join()).map(row);
  expect(pair("PIT", "CBJ")).toEqual([["401461562", "FINAL", "PIT", "CBJ", 3, 2, "HOME"], ["401461563", "IN_PROGRESS", "CBJ", "PIT", 1, 0, null]]);
  expect(pair("CGY", "VAN")).toEqual([["401461556", "IN_PROGRESS", "VAN", "CGY", 0, 0, null], ["401461557", "PREGAME", "CGY", "VAN", null, null, null]]);
  expect(updates.every((update) => update.spread === null && update.total === null && update.homeMoneyLine === null)).toBe(true);
});
