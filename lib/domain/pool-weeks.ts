// A pool's weeks: Monday to Sunday in the app's time zone (the leaderboard's This week), their labels and the season's first week.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import type { League } from "./leagues";
import { periodRange } from "./periods";
import { dateFormat } from "./date-format";
import { weekDayText } from "./week-day-text";

dayjs.extend(utc);

/** A season of weekly tables: older weeks are not kept on the page (a year and a day is plenty for any league). */
export const MAX_POOL_WEEKS = 53;
/** How long a live table (this week's, the season's) is read before it is written again from the picks. */
export const POOL_TABLE_TTL_MS = 60_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && dayjs.utc(value).format("YYYY-MM-DD") === value;
}

/** The Monday of a calendar day's ISO week. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return shift(date, -((date.getUTCDay() + 6) % 7));
}

export function addWeeks(monday: string, weeks: number): string {
  return shift(new Date(`${monday}T00:00:00Z`), weeks * 7);
}

// Plain UTC calendar arithmetic (every UTC day has 24 hours): these run on every table read, where dayjs cost more
// than the statement.
function shift(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The local calendar day of an instant ("YYYY-MM-DD"), as periods.localDay gives it, at a fraction of its cost. */
export function dayIn(instant: Date, timeZone: string): string {
  const format = dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The Monday of the week `now` is in, in the app's time zone (the leaderboard's This week starts on it). */
export function currentWeek(now: Date, timeZone: string): string {
  return mondayOf(dayIn(now, timeZone));
}

/** The week's half-open instant range, built as the leaderboard's This week is (DST-safe). */
export function weekRange(monday: string, timeZone: string): { start: Date; end: Date } {
  // Noon on the Monday is inside that local week in every time zone.
  const { start, end } = periodRange("THIS_WEEK", dayjs.utc(`${monday}T12:00:00`).toDate(), timeZone);
  return { start: start!, end: end! };
}

/** Mondays from `first` to `current`, newest first, at most MAX_POOL_WEEKS. */
export function poolWeeks(first: string, current: string): string[] {
  const weeks: string[] = [];
  for (let week = current; week >= first && weeks.length < MAX_POOL_WEEKS; week = addWeeks(week, -1)) weeks.push(week);
  return weeks;
}

/**
 * The NFL week a Monday-to-Sunday week holds: week 1 is the week of Labor Day (the first Monday of September), whose
 * Sunday is the opening Sunday; 18 regular-season weeks. Null outside them.
 */
export function nflWeek(monday: string): number | null {
  // January's weeks close the season that opened the September before.
  const year = Number(monday.slice(0, 4)) - (Number(monday.slice(5, 7)) < 3 ? 1 : 0);
  const september = dayjs.utc(`${year}-09-01`);
  const laborDay = september.add((8 - september.day()) % 7, "day");
  const week = dayjs.utc(monday).diff(laborDay, "day") / 7 + 1;
  return Number.isInteger(week) && week >= 1 && week <= 18 ? week : null;
}

/** "Week of Nov 23", or "NFL week 12 · Nov 23" in a pool that counts the NFL alone. */
export function weekLabel(monday: string, leagues: readonly League[]): string {
  const date = weekDayText(monday);
  const nfl = leagues.length === 1 && leagues[0] === "nfl" ? nflWeek(monday) : null;
  return nfl ? `NFL week ${nfl} · ${date}` : `Week of ${date}`;
}
