// A survivor pool's slates in time: the slate an instant falls in, a slate's instant range and its label, in the app's time zone.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import type { League } from "./leagues";
import { periodRange } from "./periods";
import { dayIn, mondayOf, weekLabel } from "./pool-weeks";
import { slateUnitOf } from "./survivor";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The slate an instant falls in ("YYYY-MM-DD": the day, or the week's Monday), in the given time zone. */
export function slateOf(instant: Date, league: League, timeZone: string): string {
  const day = dayIn(instant, timeZone);
  return slateUnitOf(league) === "week" ? mondayOf(day) : day;
}

/** A slate's half-open instant range, DST-safe as the leaderboard's periods are. */
export function slateRange(slate: string, league: League, timeZone: string): { start: Date; end: Date } {
  // Noon of that day in the zone itself: UTC noon is already the next day from UTC+12 on (Auckland in summer).
  const noon = dayjs.tz(`${slate} 12:00`, timeZone).toDate();
  const { start, end } = periodRange(slateUnitOf(league) === "week" ? "THIS_WEEK" : "TODAY", noon, timeZone);
  return { start: start!, end: end! };
}

/** "NFL week 12 · Nov 23", or a day's "Sat, Nov 28". */
export function slateLabel(slate: string, league: League): string {
  return slateUnitOf(league) === "week" ? weekLabel(slate, [league]) : dayjs.utc(slate).format("ddd, MMM D");
}
