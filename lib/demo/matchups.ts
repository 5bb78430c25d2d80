// Who plays whom, and at what local time, on one calendar day of a demo league.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import type { DbLeague } from "@/lib/domain/leagues";
import { choose, randomInt, rngFor, shuffled, type Rng } from "./random";

dayjs.extend(utc);

export type Matchup<T> = { home: T; away: T; localTime: string };

// Real slate times (Eastern): the duplicates weight the common ones.
const NBA_TIMES = ["19:00", "19:00", "19:30", "19:30", "20:00", "20:00", "20:30", "21:00", "22:00", "22:30"];
const NHL_TIMES = ["19:00", "19:00", "19:00", "19:30", "19:30", "20:00", "20:30", "21:00", "22:00", "22:30"];
const MLB_TIMES = ["13:05", "13:10", "13:35", "16:05", "16:10", "18:40", "18:45", "19:05", "19:05", "19:07", "19:10"];
const DOUBLEHEADER_TIMES = ["13:05", "17:05"];

function addDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, "day").format("YYYY-MM-DD");
}

function pairUp<T>(rng: Rng, teams: readonly T[], games: number): { home: T; away: T }[] {
  const order = shuffled(rng, teams);
  const count = Math.min(games, Math.floor(order.length / 2));
  return Array.from({ length: count }, (_, i) => ({ home: order[2 * i], away: order[2 * i + 1] }));
}

function dailySlate<T>(rng: Rng, teams: readonly T[], min: number, max: number, times: string[]): Matchup<T>[] {
  return pairUp(rng, teams, randomInt(rng, min, max)).map((pair) => ({ ...pair, localTime: choose(rng, times) }));
}

/** NFL kick-offs by day offset from Thursday: one Thursday game, one Monday game, the rest on Sunday. */
function nflWeek<T>(rng: Rng, teams: readonly T[]): (Matchup<T> & { offset: number })[] {
  const byes = choose(rng, [2, 4, 6, 8]);
  const playing = teams.length - byes >= 6 ? teams.slice(0, teams.length - byes) : teams;
  const pairs = pairUp(rng, playing, Number.POSITIVE_INFINITY);
  const late = randomInt(rng, 3, 4);
  return pairs.map((pair, i) => {
    if (i === 0) return { ...pair, offset: 0, localTime: "20:15" };
    if (i === 1 && pairs.length >= 3) return { ...pair, offset: 4, localTime: "20:15" };
    if (i === 2 && pairs.length >= 4) return { ...pair, offset: 3, localTime: "20:20" };
    return { ...pair, offset: 3, localTime: i < 3 + late ? choose(rng, ["16:05", "16:25", "16:25"]) : "13:00" };
  });
}

// Thursday opens the NFL week: Sunday is 3 days later, Monday 4.
const NFL_OFFSET_BY_WEEKDAY: Partial<Record<number, number>> = { 4: 0, 0: 3, 1: 4 };

/**
 * Teams are taken in abbreviation order, so the same day always yields the same games whatever
 * order (or database ids) the caller passes them in.
 */
export function matchupsOn<T extends { abbreviation: string }>(
  league: DbLeague,
  teams: readonly T[],
  day: string,
  seed: string,
): Matchup<T>[] {
  const sorted = [...teams].sort((a, b) => a.abbreviation.localeCompare(b.abbreviation));
  switch (league) {
    case "NFL": {
      const offset = NFL_OFFSET_BY_WEEKDAY[dayjs.utc(day).day()];
      if (offset === undefined) return [];
      const thursday = addDays(day, -offset);
      return nflWeek(rngFor(seed, league, "week", thursday), sorted)
        .filter((game) => game.offset === offset)
        .map(({ home, away, localTime }) => ({ home, away, localTime }));
    }
    case "NBA":
      return dailySlate(rngFor(seed, league, day), sorted, 4, 9, NBA_TIMES);
    case "NHL":
      return dailySlate(rngFor(seed, league, day), sorted, 4, 9, NHL_TIMES);
    case "MLB": {
      const rng = rngFor(seed, league, day);
      const slate = dailySlate(rng, sorted, 6, 11, MLB_TIMES);
      // About one day in four has a doubleheader: the same two teams, about four hours apart.
      if (slate.length === 0 || rng() >= 0.25) return slate;
      const [first, ...rest] = slate;
      return [
        { ...first, localTime: DOUBLEHEADER_TIMES[0] },
        { ...first, localTime: DOUBLEHEADER_TIMES[1] },
        ...rest,
      ];
    }
  }
}
