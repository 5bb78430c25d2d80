// Periods: half-open local ranges that hold across DST changes and in any time zone.
import { afterEach, describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { appTimeZone } from "@/lib/settings";
import { DEFAULT_TIMEZONE } from "@/lib/settings/environment";
import {
  DEFAULT_FIXTURE_FILTER,
  FIXTURE_FILTERS,
  FIXTURE_FILTER_LABELS,
  PERIODS,
  PERIOD_LABELS,
  fixtureFilterToPeriod,
  isFixtureFilter,
  isPeriod,
  localDay,
  periodRange,
  type Period,
} from "@/lib/domain/periods";

const NY = "America/New_York";
const HOUR = 3_600_000;

// An oracle independent of dayjs: the runtime's own Intl calendar.
const calendars = new Map<string, Intl.DateTimeFormat>();
function intlDay(instant: Date | number, timeZone: string): string {
  if (!calendars.has(timeZone)) {
    calendars.set(timeZone, new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }));
  }
  return calendars.get(timeZone)!.format(instant);
}

function plusDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function range(period: Period, now: string, timeZone: string) {
  const { start, end } = periodRange(period, new Date(now), timeZone);
  return { start: start?.toISOString(), end: end?.toISOString() };
}

function hours(period: Period, now: string, timeZone: string): number {
  const { start, end } = periodRange(period, new Date(now), timeZone);
  return (end!.getTime() - start!.getTime()) / HOUR;
}

// Characterises a range by its local days only, so it cannot share a bug with the implementation.
function checkRange(period: Exclude<Period, "ALL">, now: Date, zone: string) {
  const { start, end } = periodRange(period, now, zone);
  expect(start!.getTime()).toBeLessThanOrEqual(now.getTime());
  expect(end!.getTime()).toBeGreaterThan(now.getTime());
  const first = intlDay(start!, zone);
  const next = intlDay(end!, zone);
  // Boundaries are the first instants of their local days.
  expect(intlDay(start!.getTime() - 1, zone)).toBe(plusDays(first, -1));
  expect(intlDay(end!.getTime() - 1, zone)).toBe(plusDays(next, -1));
  const today = intlDay(now, zone);
  if (period === "TODAY") {
    expect(first).toBe(today);
    expect(next).toBe(plusDays(today, 1));
  } else if (period === "THIS_WEEK") {
    expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(next).toBe(plusDays(first, 7));
    expect(first <= today && today < next).toBe(true);
  } else {
    expect(first).toBe(`${today.slice(0, 7)}-01`);
    expect(next.endsWith("-01")).toBe(true);
    expect(plusDays(next, -1).slice(0, 7)).toBe(today.slice(0, 7));
  }
}

function checkRanges(now: Date, zone: string) {
  for (const period of ["TODAY", "THIS_WEEK", "THIS_MONTH"] as const) checkRange(period, now, zone);
}

// Offset in minutes of a zone at an instant, from Intl's wall-clock parts.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function offsetMinutes(instant: number, zone: string): number {
  if (!wallClocks.has(zone)) {
    const options = { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric" } as const;
    wallClocks.set(zone, new Intl.DateTimeFormat("en-US", { ...options, hour: "numeric", minute: "numeric" }));
  }
  const parts = wallClocks.get(zone)!.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

// Instants (to the hour) at which the zone's offset changes during a year.
function offsetChanges(zone: string, year: number): number[] {
  const changes: number[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  for (let t = Date.UTC(year, 0, 1); t < end; t += HOUR) {
    if (offsetMinutes(t, zone) !== offsetMinutes(t + HOUR, zone)) changes.push(t + HOUR);
  }
  return changes;
}

describe("periodRange in America/New_York", () => {
  it("TODAY on the spring-forward day lasts 23 hours", () => {
    expect(range("TODAY", "2026-03-08T15:00:00Z", NY)).toEqual({
      start: "2026-03-08T05:00:00.000Z",
      end: "2026-03-09T04:00:00.000Z",
    });
    expect(hours("TODAY", "2026-03-08T15:00:00Z", NY)).toBe(23);
  });

  it("TODAY on the fall-back day lasts 25 hours", () => {
    expect(range("TODAY", "2026-11-01T15:00:00Z", NY)).toEqual({
      start: "2026-11-01T04:00:00.000Z",
      end: "2026-11-02T05:00:00.000Z",
    });
    expect(hours("TODAY", "2026-11-01T15:00:00Z", NY)).toBe(25);
  });

  it("switches day at local midnight, not UTC midnight", () => {
    expect(range("TODAY", "2026-03-09T03:59:59.999Z", NY).start).toBe("2026-03-08T05:00:00.000Z");
    expect(range("TODAY", "2026-03-09T04:00:00.000Z", NY).start).toBe("2026-03-09T04:00:00.000Z");
    expect(range("TODAY", "2026-11-22T04:30:00Z", NY).start).toBe("2026-11-21T05:00:00.000Z");
  });

  it("THIS_WEEK runs Monday to Monday and spans the DST change", () => {
    // 2026-03-08 and 2026-11-01 are Sundays: the last day of their ISO week.
    expect(range("THIS_WEEK", "2026-03-08T15:00:00Z", NY)).toEqual({
      start: "2026-03-02T05:00:00.000Z",
      end: "2026-03-09T04:00:00.000Z",
    });
    expect(hours("THIS_WEEK", "2026-03-08T15:00:00Z", NY)).toBe(7 * 24 - 1);
    expect(range("THIS_WEEK", "2026-11-01T15:00:00Z", NY)).toEqual({
      start: "2026-10-26T04:00:00.000Z",
      end: "2026-11-02T05:00:00.000Z",
    });
    expect(hours("THIS_WEEK", "2026-11-01T15:00:00Z", NY)).toBe(7 * 24 + 1);
    // A Monday starts its own week.
    expect(range("THIS_WEEK", "2026-03-09T12:00:00Z", NY)).toEqual({
      start: "2026-03-09T04:00:00.000Z",
      end: "2026-03-16T04:00:00.000Z",
    });
  });

  it("THIS_MONTH runs from the first to the first, across DST and year ends", () => {
    expect(range("THIS_MONTH", "2026-03-08T15:00:00Z", NY)).toEqual({
      start: "2026-03-01T05:00:00.000Z",
      end: "2026-04-01T04:00:00.000Z",
    });
    expect(range("THIS_MONTH", "2026-11-01T15:00:00Z", NY)).toEqual({
      start: "2026-11-01T04:00:00.000Z",
      end: "2026-12-01T05:00:00.000Z",
    });
    expect(range("THIS_MONTH", "2026-12-31T23:00:00Z", NY)).toEqual({
      start: "2026-12-01T05:00:00.000Z",
      end: "2027-01-01T05:00:00.000Z",
    });
    // 2028 is a leap year.
    expect(range("THIS_MONTH", "2028-02-15T12:00:00Z", NY).end).toBe("2028-03-01T05:00:00.000Z");
  });

  it("ALL is unbounded", () => {
    expect(periodRange("ALL", new Date("2026-03-08T15:00:00Z"), NY)).toEqual({ start: null, end: null });
  });
});

describe("periodRange in other zones", () => {
  it("Europe/Paris: 23- and 25-hour days on its own DST dates", () => {
    expect(range("TODAY", "2026-03-29T12:00:00Z", "Europe/Paris")).toEqual({
      start: "2026-03-28T23:00:00.000Z",
      end: "2026-03-29T22:00:00.000Z",
    });
    expect(range("TODAY", "2026-10-25T12:00:00Z", "Europe/Paris")).toEqual({
      start: "2026-10-24T22:00:00.000Z",
      end: "2026-10-25T23:00:00.000Z",
    });
    // New York's DST day is an ordinary day in Paris.
    expect(hours("TODAY", "2026-03-08T15:00:00Z", "Europe/Paris")).toBe(24);
  });

  it("Asia/Tokyo: the same instant can already be tomorrow", () => {
    const now = "2026-03-08T15:00:00Z"; // 00:00 on 9 March in Tokyo, 11:00 on 8 March in New York
    expect(range("TODAY", now, "Asia/Tokyo")).toEqual({
      start: "2026-03-08T15:00:00.000Z",
      end: "2026-03-09T15:00:00.000Z",
    });
    expect(range("THIS_WEEK", now, "Asia/Tokyo")).toEqual({
      start: "2026-03-08T15:00:00.000Z",
      end: "2026-03-15T15:00:00.000Z",
    });
    expect(range("THIS_WEEK", now, NY).start).toBe("2026-03-02T05:00:00.000Z");
  });

  const zones = [
    NY,
    "Europe/Paris",
    "Asia/Tokyo",
    "UTC",
    "America/Santiago", // DST changes at midnight: some days have no 00:00
    "Australia/Lord_Howe", // half-hour DST shift
    "Asia/Kathmandu",
    "America/St_Johns",
    "Pacific/Chatham",
    "America/Los_Angeles",
  ];
  const instant = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-01-01T00:00:00Z"), noInvalidDate: true });

  it.each(zones)("%s: every range starts and ends exactly on local day boundaries", (zone) => {
    fc.assert(
      fc.property(instant, fc.constantFrom("TODAY" as const, "THIS_WEEK" as const, "THIS_MONTH" as const), (now, period) => {
        checkRange(period, now, zone);
      }),
      { numRuns: 100 },
    );
  });

  it("America/Santiago: a day whose midnight never happens starts at 01:00", () => {
    const now = "2026-09-06T12:00:00Z";
    expect(range("TODAY", now, "America/Santiago").start).toBe("2026-09-06T04:00:00.000Z");
    expect(hours("TODAY", now, "America/Santiago")).toBe(23);
    expect(intlDay(new Date("2026-09-06T03:59:59.999Z"), "America/Santiago")).toBe("2026-09-05");
  });

  it.each(zones)("%s: holds within two days of each 2026 offset change", (zone) => {
    const changes = offsetChanges(zone, 2026);
    if (zone === "UTC" || zone === "Asia/Tokyo" || zone === "Asia/Kathmandu") expect(changes).toHaveLength(0);
    else expect(changes).toHaveLength(2);
    for (const change of changes) {
      for (let h = -48; h <= 48; h += 3) checkRanges(new Date(change + h * HOUR), zone);
    }
  });

  it("throws on an unknown zone or period", () => {
    expect(() => periodRange("TODAY", new Date(), "Mars/Olympus")).toThrow();
    expect(() => periodRange("YESTERDAY" as Period, new Date(), NY)).toThrow(RangeError);
  });
});

describe("localDay", () => {
  it("gives the calendar day in the zone", () => {
    expect(localDay(new Date("2026-11-22T04:30:00Z"), NY)).toBe("2026-11-21");
    expect(localDay(new Date("2026-11-22T04:30:00Z"), "Asia/Tokyo")).toBe("2026-11-22");
    expect(localDay(new Date("2026-11-01T05:30:00Z"), NY)).toBe("2026-11-01"); // repeated 01:30 EST
  });

  it("agrees with Intl for any instant and zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2060-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(NY, "Europe/Paris", "Asia/Tokyo", "America/Santiago", "Pacific/Chatham", "UTC"),
        (d, zone) => localDay(d, zone) === intlDay(d, zone),
      ),
    );
  });

  it("rejects an invalid date", () => {
    expect(() => localDay(new Date("nope"), NY)).toThrow(RangeError);
  });
});

describe("time zone configuration", () => {
  const saved = process.env.APP_TIMEZONE;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_TIMEZONE;
    else process.env.APP_TIMEZONE = saved;
  });

  it("defaults to America/New_York", () => {
    delete process.env.APP_TIMEZONE;
    expect(DEFAULT_TIMEZONE).toBe(NY);
    expect(appTimeZone()).toBe(NY);
    process.env.APP_TIMEZONE = "  ";
    expect(appTimeZone()).toBe(NY);
  });

  it("reads APP_TIMEZONE, which periodRange and localDay then follow", () => {
    process.env.APP_TIMEZONE = "Asia/Tokyo";
    expect(appTimeZone()).toBe("Asia/Tokyo");
    const now = new Date("2026-03-08T15:00:00Z");
    expect(localDay(now, appTimeZone())).toBe("2026-03-09");
    expect(periodRange("TODAY", now, appTimeZone()).start?.toISOString()).toBe("2026-03-08T15:00:00.000Z");
  });
});

describe("labels and fixture filters", () => {
  it("labels the periods as the product does", () => {
    expect(PERIODS).toEqual(["TODAY", "THIS_WEEK", "THIS_MONTH", "ALL"]);
    expect(PERIOD_LABELS).toEqual({ TODAY: "Today", THIS_WEEK: "This week", THIS_MONTH: "This month", ALL: "All" });
  });

  it("maps each fixture filter to its period, with the same label, defaulting to this week", () => {
    expect(FIXTURE_FILTERS.map(fixtureFilterToPeriod)).toEqual(["TODAY", "THIS_WEEK", "THIS_MONTH", "ALL"]);
    for (const f of FIXTURE_FILTERS) expect(FIXTURE_FILTER_LABELS[f]).toBe(PERIOD_LABELS[fixtureFilterToPeriod(f)]);
    expect(DEFAULT_FIXTURE_FILTER).toBe("week");
    expect(fixtureFilterToPeriod(DEFAULT_FIXTURE_FILTER)).toBe("THIS_WEEK");
  });

  it("guards parse only the exact names", () => {
    expect(PERIODS.every(isPeriod)).toBe(true);
    expect(FIXTURE_FILTERS.every(isFixtureFilter)).toBe(true);
    for (const bad of ["today ", "Today", "WEEK", "this_week", "", null, 3, "constructor"]) {
      expect(isPeriod(bad)).toBe(false);
      expect(isFixtureFilter(bad)).toBe(false);
    }
  });
});
