// Which weeks a pool has: from its season start (or the week it was created) to this week, in the app's time zone.
import { addWeeks, currentWeek, dayIn, MAX_POOL_WEEKS, mondayOf } from "@/lib/domain/pool-weeks";

type SeasonFields = { createdAt: Date; seasonStart: Date | null };

/** A DATE column as Prisma returns it (midnight UTC) back to "YYYY-MM-DD". */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday the season table counts from. */
export function seasonStartOf(pool: SeasonFields, timeZone: string): string {
  return pool.seasonStart ? isoDay(pool.seasonStart) : mondayOf(dayIn(pool.createdAt, timeZone));
}

/** The first week with a table: the season's first, or the pool's own first week when that is earlier, within MAX_POOL_WEEKS. */
export function firstWeekOf(pool: SeasonFields, now: Date, timeZone: string): string {
  const created = mondayOf(dayIn(pool.createdAt, timeZone));
  const season = seasonStartOf(pool, timeZone);
  const earliest = addWeeks(currentWeek(now, timeZone), -(MAX_POOL_WEEKS - 1));
  const first = season < created ? season : created;
  return first < earliest ? earliest : first;
}
