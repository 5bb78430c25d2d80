// Leaderboard periods and fixture filters as half-open instant ranges in a time zone the caller names (the app's, from settings).
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import type { Period } from "./period-names";

dayjs.extend(utc);
dayjs.extend(timezone);

export * from "./period-names";

export function localDay(instant: Date, timeZone: string): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid date");
  return dayjs(instant).tz(timeZone).format("YYYY-MM-DD");
}

// Calendar arithmetic on a plain "YYYY-MM-DD" in UTC, where every day has 24 hours.
function addDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, "day").format("YYYY-MM-DD");
}

// dayjs's startOf("day").add(1, "day") keeps the old offset across a DST change, so each
// boundary is instead built from its own wall-clock date. Where midnight does not exist
// (a DST jump at 00:00) dayjs.tz lands on the first instant of that day, which is what we want.
function startOfLocalDay(day: string, timeZone: string): Date {
  return dayjs.tz(`${day} 00:00`, timeZone).toDate();
}

function rangeOfDays(first: string, next: string, timeZone: string) {
  return { start: startOfLocalDay(first, timeZone), end: startOfLocalDay(next, timeZone) };
}

/** Half-open [start, end); ALL is unbounded (nulls). Weeks are ISO weeks, Monday first. */
export function periodRange(
  period: Period,
  now: Date,
  timeZone: string,
): { start: Date | null; end: Date | null } {
  if (period === "ALL") return { start: null, end: null };
  const today = localDay(now, timeZone);
  switch (period) {
    case "TODAY":
      return rangeOfDays(today, addDays(today, 1), timeZone);
    case "THIS_WEEK": {
      const monday = addDays(today, -((dayjs.utc(today).day() + 6) % 7));
      return rangeOfDays(monday, addDays(monday, 7), timeZone);
    }
    case "THIS_MONTH": {
      const first = `${today.slice(0, 7)}-01`;
      return rangeOfDays(first, dayjs.utc(first).add(1, "month").format("YYYY-MM-DD"), timeZone);
    }
    default:
      // Reached only when untyped input slips through; fail loudly rather than guess a range.
      throw new RangeError(`Unknown period: ${String(period)}`);
  }
}

/** The ISO week before the one `now` is in: its Monday ("YYYY-MM-DD") and its half-open instant range. */
export function previousWeek(now: Date, timeZone: string): { monday: string; start: Date; end: Date } {
  const thisWeek = periodRange("THIS_WEEK", now, timeZone);
  const { start, end } = periodRange("THIS_WEEK", new Date(thisWeek.start!.getTime() - 1), timeZone);
  return { monday: localDay(start!, timeZone), start: start!, end: end! };
}
