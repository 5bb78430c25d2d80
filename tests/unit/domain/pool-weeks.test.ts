// A pool's weeks: Mondays in the app's time zone, NFL week labels, the week list's bounds, and valid days.
import fc from "fast-check";
import { addWeeks, currentWeek, isIsoDay, MAX_POOL_WEEKS, mondayOf, nflWeek, poolWeeks, weekLabel, weekRange } from "@/lib/domain/pool-weeks";

const NY = "America/New_York";

test("the current week starts on the Monday of the local day, not of UTC's", () => {
  // Sunday 23:30 in New York is already Monday in UTC.
  expect(currentWeek(new Date("2026-11-30T04:30:00Z"), NY)).toBe("2026-11-23");
  expect(currentWeek(new Date("2026-11-30T05:30:00Z"), NY)).toBe("2026-11-30");
});

test("a week's range is seven local days, across a DST change too", () => {
  const { start, end } = weekRange("2026-11-02", NY);
  expect(start.toISOString()).toBe("2026-11-02T05:00:00.000Z");
  expect(end.toISOString()).toBe("2026-11-09T05:00:00.000Z");
  const fallBack = weekRange("2026-10-26", NY);
  expect(fallBack.start.toISOString()).toBe("2026-10-26T04:00:00.000Z");
  expect(fallBack.end.toISOString()).toBe("2026-11-02T05:00:00.000Z");
});

test("every day maps to a Monday at most six days before it", () => {
  fc.assert(
    fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2090-12-31"), noInvalidDate: true }), (date) => {
      const day = date.toISOString().slice(0, 10);
      const monday = mondayOf(day);
      expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
      const diff = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / 86_400_000;
      expect(diff).toBeGreaterThanOrEqual(0);
      expect(diff).toBeLessThan(7);
    }),
  );
});

test("the week list runs newest first from this week to the first, at most a year's worth", () => {
  expect(poolWeeks("2026-11-09", "2026-11-23")).toEqual(["2026-11-23", "2026-11-16", "2026-11-09"]);
  expect(poolWeeks("2026-11-30", "2026-11-23")).toEqual([]);
  const long = poolWeeks("2020-01-06", "2026-11-23");
  expect(long).toHaveLength(MAX_POOL_WEEKS);
  expect(long.at(-1)).toBe(addWeeks("2026-11-23", -(MAX_POOL_WEEKS - 1)));
});

test("NFL weeks count from the week of Labor Day, 18 of them; other pools say the week's date", () => {
  expect(nflWeek("2026-09-07")).toBe(1);
  expect(nflWeek("2026-11-23")).toBe(12);
  expect(nflWeek("2027-01-04")).toBe(18);
  expect(nflWeek("2026-08-31")).toBeNull();
  expect(nflWeek("2026-11-24")).toBeNull();
  expect(weekLabel("2026-11-23", ["nfl"])).toBe("NFL week 12 · Nov 23");
  expect(weekLabel("2026-11-23", ["nfl", "nba"])).toBe("Week of Nov 23");
  expect(weekLabel("2026-07-06", ["nfl"])).toBe("Week of Jul 6");
});

test("days are real calendar days written as YYYY-MM-DD", () => {
  for (const day of ["2026-11-23", "2028-02-29"]) expect(isIsoDay(day)).toBe(true);
  for (const day of ["2026-13-01", "2027-02-29", "2026-11-2", "26-11-23", "2026-11-23T00:00", "yesterday"]) expect(isIsoDay(day)).toBe(false);
});
