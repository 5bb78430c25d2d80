// The demo season generator: deterministic, realistic slates, priced lines and a clock-driven status.
import { describe, expect, test } from "@jest/globals";
import { localDay } from "@/lib/domain/periods";
import { generateSchedule, statusAt, type DemoFixture } from "@/lib/demo/season";
import { homeWinProbability, probabilityToMoneyLine } from "@/lib/demo/money-lines";
import { REFERENCE_TEAMS as TEAMS } from "@/lib/reference/teams";
import type { DbLeague } from "@/lib/domain/leagues";

const NOW = new Date("2026-11-22T17:00:00Z"); // a Sunday, noon in New York
const LEAGUES: DbLeague[] = ["NFL", "NBA", "NHL", "MLB"];

function teamsOf(league: DbLeague) {
  return TEAMS.filter((team) => team.league === league).map((team, i) => ({
    id: LEAGUES.indexOf(league) * 100 + i + 1,
    abbreviation: team.abbreviation,
    rating: team.rating,
  }));
}

function schedule(league: DbLeague, now = NOW, fromDay = -14, toDay = 21) {
  return generateSchedule({ league, teams: teamsOf(league), now, seed: "test", fromDay, toDay });
}

function byDay(fixtures: DemoFixture[]): Map<string, DemoFixture[]> {
  const days = new Map<string, DemoFixture[]>();
  for (const fixture of fixtures) {
    const day = localDay(fixture.startsAt, "America/New_York");
    days.set(day, [...(days.get(day) ?? []), fixture]);
  }
  return days;
}

describe("determinism", () => {
  test.each(LEAGUES)("%s: same input gives the same fixtures", (league) => {
    expect(schedule(league)).toEqual(schedule(league));
  });

  test.each(LEAGUES)("%s: a different instant on the same day keeps ids and teams; started games keep their closing line", (league) => {
    const strip = (f: DemoFixture) => [f.providerEventId, f.startsAt.toISOString(), f.homeTeamId, f.awayTeamId];
    const morning = schedule(league, new Date("2026-11-22T06:00:00Z"), 0, 0);
    const lateNight = schedule(league, new Date("2026-11-23T04:30:00Z"), 0, 0);
    const later = schedule(league, new Date("2026-11-23T04:55:00Z"), 0, 0);
    expect(lateNight.map(strip)).toEqual(morning.map(strip));
    const closing = (f: DemoFixture) => [f.homeMoneyLine, f.awayMoneyLine, f.closingHomeMoneyLine, f.closingAwayMoneyLine];
    const started = (f: DemoFixture) => f.status !== "PREGAME";
    expect(lateNight.filter(started).length).toBeGreaterThan(0);
    expect(later.filter(started).map(closing)).toEqual(lateNight.filter(started).map(closing));
    for (const f of lateNight.filter(started)) expect([f.closingHomeMoneyLine, f.closingAwayMoneyLine]).toEqual([f.homeMoneyLine, f.awayMoneyLine]);
    for (const f of morning) expect([f.closingHomeMoneyLine, f.closingAwayMoneyLine]).toEqual([null, null]);
  });

  test("a day keeps its fixtures when the window slides", () => {
    const early = schedule("NBA", NOW, 0, 3).filter((f) => f.providerEventId.includes("20261124"));
    const later = schedule("NBA", new Date("2026-11-24T12:00:00Z"), -2, 0).filter((f) => f.providerEventId.includes("20261124"));
    expect(later.map((f) => [f.providerEventId, f.homeTeamId, f.awayTeamId])).toEqual(
      early.map((f) => [f.providerEventId, f.homeTeamId, f.awayTeamId]),
    );
  });

  test("team order passed in does not matter", () => {
    const reversed = generateSchedule({ league: "NHL", teams: teamsOf("NHL").reverse(), now: NOW, seed: "test", fromDay: 0, toDay: 2 });
    expect(reversed).toEqual(schedule("NHL", NOW, 0, 2));
  });

  test("the seed changes the season and lower-case league names work", () => {
    const other = generateSchedule({ league: "nba", teams: teamsOf("NBA"), now: NOW, seed: "other", fromDay: 0, toDay: 6 });
    expect(other.every((f) => f.league === "NBA")).toBe(true);
    expect(other.map((f) => f.homeTeamId)).not.toEqual(schedule("NBA", NOW, 0, 6).map((f) => f.homeTeamId));
  });
});

describe("slates", () => {
  test.each(LEAGUES)("%s: event ids are unique and well formed", (league) => {
    const fixtures = schedule(league);
    expect(new Set(fixtures.map((f) => f.providerEventId)).size).toBe(fixtures.length);
    for (const f of fixtures) expect(f.providerEventId).toMatch(new RegExp(`^demo-${league.toLowerCase()}-\\d{8}-\\d{2}$`));
  });

  test.each([
    ["NBA", 4, 9],
    ["NHL", 4, 9],
    ["MLB", 6, 12],
  ] as const)("%s plays between %i and %i games every day", (league, min, max) => {
    const days = byDay(schedule(league));
    expect(days.size).toBe(36);
    for (const games of days.values()) {
      expect(games.length).toBeGreaterThanOrEqual(min);
      expect(games.length).toBeLessThanOrEqual(max);
    }
  });

  test("NFL plays only Thursday, Sunday and Monday with a realistic split", () => {
    for (const [day, games] of byDay(schedule("NFL"))) {
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      expect([4, 0, 1]).toContain(weekday);
      if (weekday === 0) {
        expect(games.length).toBeGreaterThanOrEqual(10);
        expect(games.length).toBeLessThanOrEqual(13);
      } else {
        expect(games).toHaveLength(1);
      }
    }
  });

  test("no team plays twice on a day except in an MLB doubleheader", () => {
    let doubleheaders = 0;
    for (const league of LEAGUES) {
      for (const games of byDay(schedule(league)).values()) {
        const seen = new Map<string, DemoFixture>();
        for (const game of games) {
          const pairing = [game.homeTeamId, game.awayTeamId].sort().join("-");
          const again = seen.get(pairing);
          if (again) {
            expect(league).toBe("MLB");
            expect(game.startsAt.getTime() - again.startsAt.getTime()).toBe(4 * 3600_000);
            doubleheaders += 1;
          }
          seen.set(pairing, game);
        }
        const appearances = games.flatMap((g) => [g.homeTeamId, g.awayTeamId]);
        const distinctGames = new Set(games.map((g) => [g.homeTeamId, g.awayTeamId].sort().join("-"))).size;
        expect(new Set(appearances).size).toBe(distinctGames * 2);
      }
    }
    expect(doubleheaders).toBeGreaterThan(0);
  });

  test("start times are local evening or afternoon slots", () => {
    const hours = (f: DemoFixture) =>
      Number(f.startsAt.toLocaleString("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }));
    for (const f of schedule("NBA")) expect(hours(f)).toBeGreaterThanOrEqual(19);
    for (const f of schedule("MLB")) expect(hours(f)).toBeGreaterThanOrEqual(13);
    for (const f of schedule("NFL")) expect([13, 16, 20]).toContain(hours(f));
  });
});

describe("money lines", () => {
  test("lines are integers in steps of 5, never inside ±100, and the favourite is negative", () => {
    for (const league of LEAGUES) {
      const teams = new Map(teamsOf(league).map((t) => [t.id, t.rating]));
      for (const f of schedule(league)) {
        for (const line of [f.homeMoneyLine, f.awayMoneyLine]) {
          if (line === null) continue;
          expect(Number.isInteger(line)).toBe(true);
          expect(Math.abs(line)).toBeGreaterThanOrEqual(100);
          expect(Math.abs(line) % 5).toBe(0);
        }
        if (f.homeMoneyLine === null || f.awayMoneyLine === null) continue;
        const favourite = f.homeMoneyLine <= f.awayMoneyLine ? "home" : "away";
        expect(Math.min(f.homeMoneyLine, f.awayMoneyLine)).toBeLessThan(0);
        // Ratings far apart leave no doubt about who the favourite is, whatever the per-game noise.
        const gap = teams.get(f.homeTeamId)! - teams.get(f.awayTeamId)!;
        if (gap > 150) expect(favourite).toBe("home");
        if (gap < -250) expect(favourite).toBe("away");
      }
    }
  });

  test("pricing: a clear favourite is negative and the underdog positive", () => {
    const p = homeWinProbability("NBA", 1600, 1400);
    expect(p).toBeGreaterThan(0.7);
    expect(probabilityToMoneyLine(p + 0.0225)).toBeLessThan(-100);
    expect(probabilityToMoneyLine(1 - p + 0.0225)).toBeGreaterThan(100);
    expect(probabilityToMoneyLine(0.5)).toBe(-100);
  });

  test("a few fixtures miss one or both lines", () => {
    const all = LEAGUES.flatMap((league) => schedule(league));
    const none = all.filter((f) => f.homeMoneyLine === null && f.awayMoneyLine === null).length / all.length;
    const one = all.filter((f) => (f.homeMoneyLine === null) !== (f.awayMoneyLine === null)).length / all.length;
    expect(none).toBeGreaterThan(0.005);
    expect(none).toBeLessThan(0.07);
    expect(one).toBeGreaterThan(0.02);
    expect(one).toBeLessThan(0.1);
  });
});

describe("status and scores", () => {
  const [game] = schedule("NBA", NOW, 0, 0);
  const at = (ms: number) => new Date(game.startsAt.getTime() + ms);
  const onlyGame = (now: Date) => schedule("NBA", now, 0, 0).find((f) => f.providerEventId === game.providerEventId)!;

  test("PREGAME, then IN_PROGRESS, then FINAL with the same result", () => {
    expect(statusAt(game, at(-1))).toBe("PREGAME");
    expect(statusAt(game, at(0))).toBe("IN_PROGRESS");
    expect(statusAt(game, at(140 * 60_000 - 1))).toBe("IN_PROGRESS");
    expect(statusAt(game, at(140 * 60_000))).toBe("FINAL");

    expect(onlyGame(at(-60_000))).toMatchObject({ status: "PREGAME", homeScore: null, awayScore: null, winnerSide: null });
    const live = onlyGame(at(70 * 60_000));
    expect(live).toMatchObject({ status: "IN_PROGRESS", winnerSide: null });
    const final = onlyGame(at(3 * 3600_000));
    expect(final.status).toBe("FINAL");
    expect(live.homeScore!).toBeLessThan(final.homeScore!);
    expect(live.homeScore!).toBeGreaterThan(0);
    expect(final.winnerSide).toBe(final.homeScore! > final.awayScore! ? "HOME" : "AWAY");
  });

  test.each([
    ["NFL", 10, 38],
    ["NBA", 95, 130],
    ["NHL", 1, 6],
    ["MLB", 0, 10],
  ] as const)("%s final scores stay within %i-%i, without ties outside the NFL", (league, min, max) => {
    const finals = schedule(league, new Date("2026-12-31T12:00:00Z")).filter((f) => f.status === "FINAL");
    expect(finals.length).toBeGreaterThan(0);
    for (const f of finals) {
      for (const score of [f.homeScore!, f.awayScore!]) {
        expect(score).toBeGreaterThanOrEqual(min);
        expect(score).toBeLessThanOrEqual(max);
      }
      if (f.homeScore === f.awayScore) {
        expect(league).toBe("NFL");
        expect(f.winnerSide).toBeNull();
      } else {
        expect(f.winnerSide).toBe(f.homeScore! > f.awayScore! ? "HOME" : "AWAY");
      }
    }
  });

  test("the past is final and the future is pregame", () => {
    const fixtures = schedule("MLB");
    const dayStart = new Date("2026-11-22T05:00:00Z");
    for (const f of fixtures) {
      if (f.startsAt < new Date(dayStart.getTime() - 6 * 3600_000)) expect(f.status).toBe("FINAL");
      if (f.startsAt > NOW) expect(f.status).toBe("PREGAME");
    }
  });

  test("lines move before the start: most games drift, a few move sharply, all settle on the close", () => {
    const all = LEAGUES.flatMap((league) => schedule(league, NOW, 2, 8));
    const hour = 3_600_000;
    const linesAt = (league: DbLeague, f: DemoFixture, at: Date) =>
      schedule(league, at, -3, 3).find((g) => g.providerEventId === f.providerEventId)!;
    let moved = 0;
    let bigMoves = 0;
    const sample = all.filter((f) => f.homeMoneyLine !== null && f.awayMoneyLine !== null).slice(0, 120);
    for (const f of sample) {
      const early = linesAt(f.league, f, new Date(f.startsAt.getTime() - 48 * hour));
      const close = linesAt(f.league, f, new Date(f.startsAt.getTime() + hour));
      if (early.homeMoneyLine !== close.homeMoneyLine) moved += 1;
      const swing = Math.abs(homeChance(early) - homeChance(close));
      if (swing > 0.04) bigMoves += 1;
    }
    expect(moved / sample.length).toBeGreaterThan(0.5);
    expect(bigMoves).toBeGreaterThan(0);
    expect(bigMoves / sample.length).toBeLessThan(0.6);
  });
});

function homeChance(f: DemoFixture): number {
  const implied = (line: number) => (line < 0 ? -line / (100 - line) : 100 / (100 + line));
  return implied(f.homeMoneyLine!) / (implied(f.homeMoneyLine!) + implied(f.awayMoneyLine!));
}
