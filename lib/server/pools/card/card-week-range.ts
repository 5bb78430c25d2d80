// Which week a card call is about: the one asked for by its Monday, or the current one, with its half-open instant range
// in the app's time zone (the pool weeks' own).
import { currentWeek, mondayOf, dayIn, weekRange } from "@/lib/domain/pool-weeks";
import { appTimeZone } from "@/lib/settings";

export type CardWeekRange = { week: string; start: Date; end: Date };

export function cardWeekRange(week: string | undefined, now = new Date(), timeZone = appTimeZone()): CardWeekRange {
  const monday = week ?? currentWeek(now, timeZone);
  return { week: monday, ...weekRange(monday, timeZone) };
}

/** The week a game belongs to: the Monday of its local day. */
export function weekOfGame(startsAt: Date, timeZone = appTimeZone()): string {
  return mondayOf(dayIn(startsAt, timeZone));
}
