// Which week a card call is about: the one asked for by its Monday, or the current one, with its half-open instant range
// in the app's time zone (the pool weeks' own).
import { currentWeek, mondayOf, dayIn, weekRange } from "@/lib/domain/pool-weeks";
import { appTimeZone } from "@/lib/settings";

export type CardWeekRange = { week: string; start: Date; end: Date };

/**
 * A week's instants by zone and Monday, worked out once: the zone arithmetic costs about 0.2 ms a call, as much as a card
 * page spends on all its rows. A process meets few weeks; past the bound the map starts again.
 */
const RANGES = new Map<string, { start: number; end: number }>();
const RANGES_KEPT = 1_000;

export function cardWeekRange(week: string | undefined, now = new Date(), timeZone = appTimeZone()): CardWeekRange {
  const monday = week ?? currentWeek(now, timeZone);
  const key = `${timeZone} ${monday}`;
  let range = RANGES.get(key);
  if (!range) {
    const { start, end } = weekRange(monday, timeZone);
    if (RANGES.size >= RANGES_KEPT) RANGES.clear();
    range = { start: start.getTime(), end: end.getTime() };
    RANGES.set(key, range);
  }
  // New dates each time: a caller may keep or change what it is given.
  return { week: monday, start: new Date(range.start), end: new Date(range.end) };
}

/** The week a game belongs to: the Monday of its local day. */
export function weekOfGame(startsAt: Date, timeZone = appTimeZone()): string {
  return mondayOf(dayIn(startsAt, timeZone));
}
