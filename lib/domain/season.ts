// Season labels such as "2026/27" (or "2026" for MLB) for a league and a set of game dates.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import type { League } from "./leagues";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Month (1-12) in which a split-year league's season starts; games before it in the calendar
 * year belong to the season that started the year before. NFL preseason opens in August; NBA
 * and NHL open in October but their offseason (draft, summer league) already counts from July.
 */
const SEASON_START_MONTH: Record<Exclude<League, "mlb">, number> = { nfl: 8, nba: 7, nhl: 7 };

/** timeZone: the zone months are read in (the app's, from settings). */
export type SeasonLabelOptions = { now?: Date; timeZone: string };

function seasonStartYear(league: League, date: Date, timeZone: string): number {
  const local = dayjs(date).tz(timeZone);
  const year = local.year();
  if (league === "mlb") return year;
  return local.month() + 1 >= SEASON_START_MONTH[league] ? year : year - 1;
}

/**
 * The latest date decides, so a list spanning a season change is labelled with the newest
 * season. Months are read in the given (the app's) time zone: a late December kick-off in New York is
 * already January in UTC.
 */
export function seasonLabel(league: League, dates: Date[], options: SeasonLabelOptions): string {
  const { timeZone } = options;
  if (dates.some((d) => Number.isNaN(d.getTime()))) throw new RangeError("Invalid date in season dates");
  // reduce, not Math.max(...dates): a long fixture list would overflow the argument limit.
  const latest = dates.reduce<Date | null>((max, d) => (max && max >= d ? max : d), null) ?? options.now ?? new Date();
  const start = seasonStartYear(league, latest, timeZone);
  if (league === "mlb") return String(start);
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}
