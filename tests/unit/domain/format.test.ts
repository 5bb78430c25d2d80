// Formatting: game times, points, "since" dates, the notification badge, percentages, records.
import { describe, expect, it } from "@jest/globals";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import fc from "fast-check";
import {
  formatBadgeCount,
  gameTimeLabel,
  formatPercent,
  formatSignedPercent,
  formatPoints,
  formatRecord,
  formatSince,
} from "@/lib/domain/format";

const NY = "America/New_York";
/** The date-and-time part of every game time, in dayjs's notation: the reference gameTimeLabel replaced. */
const GAME_TIME_FORMAT = "ddd, M/D, h:mm A";
/** A game time's label without its zone ("Sun, 11/22, 1:00 PM"). */
const formatGameTime = (instant: Date | string, timeZone: string) => {
  const label = gameTimeLabel(instant, timeZone);
  return label.slice(0, label.lastIndexOf(" "));
};
const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

// [what the case shows, the instant, the zone, the label]
const GAME_TIMES: [string, Date | string, string, string][] = [
  ["'ddd, M/D, h:mm A' in the given zone, then the zone's short label", "2026-11-22T18:00:00Z", NY, "Sun, 11/22, 1:00 PM EST"],
  ["a Date reads as its ISO string does", new Date("2026-11-22T18:00:00Z"), NY, "Sun, 11/22, 1:00 PM EST"],
  ["New York in summer", "2026-07-04T23:05:00Z", NY, "Sat, 7/4, 7:05 PM EDT"],
  ["midnight on the 12-hour clock", "2026-11-22T05:00:00Z", NY, "Sun, 11/22, 12:00 AM EST"],
  ["noon on the 12-hour clock", "2026-11-22T17:00:00Z", NY, "Sun, 11/22, 12:00 PM EST"],
  ["the same instant on another day in another zone", "2026-11-22T18:00:00Z", "Asia/Tokyo", "Mon, 11/23, 3:00 AM GMT+9"],
  ["a Date in another zone", new Date("2026-11-22T18:00:00Z"), "Asia/Tokyo", "Mon, 11/23, 3:00 AM GMT+9"],
  ["UTC", "2026-11-22T18:00:00Z", "UTC", "Sun, 11/22, 6:00 PM UTC"],
  ["the Pacific coast", "2026-11-22T18:00:00Z", "America/Los_Angeles", "Sun, 11/22, 10:00 AM PST"],
  // The hour that repeats when daylight saving time ends is told apart; the one that does not exist when it begins is skipped.
  ["the repeated hour's first time", "2026-11-01T05:30:00Z", NY, "Sun, 11/1, 1:30 AM EDT"],
  ["the repeated hour's second time", "2026-11-01T06:30:00Z", NY, "Sun, 11/1, 1:30 AM EST"],
  ["the minute before the skipped hour", "2026-03-08T06:59:00Z", NY, "Sun, 3/8, 1:59 AM EST"],
  ["the minute after the skipped hour", "2026-03-08T07:00:00Z", NY, "Sun, 3/8, 3:00 AM EDT"],
  // Half-hour offsets and summer time outside the US.
  ["a half-hour offset", "2026-01-01T18:00:00Z", "Asia/Kolkata", "Thu, 1/1, 11:30 PM GMT+5:30"],
  ["London in summer", "2026-07-01T18:00:00Z", "Europe/London", "Wed, 7/1, 7:00 PM GMT+1"],
  ["London in winter", "2026-01-01T18:00:00Z", "Europe/London", "Thu, 1/1, 6:00 PM GMT"],
];

describe("gameTimeLabel", () => {
  it.each(GAME_TIMES)("%s", (_, instant, zone, label) => {
    expect(gameTimeLabel(instant, zone)).toBe(label);
  });

  it("reads as dayjs's 'ddd, M/D, h:mm A' in the zone, for any moment and zone (the reference it replaced)", () => {
    dayjs.extend(utc);
    dayjs.extend(timezone);
    const zones = [NY, "America/Los_Angeles", "America/Phoenix", "Europe/London", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"];
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true }), fc.constantFrom(...zones), (date, zone) => {
        expect(formatGameTime(date, zone)).toBe(dayjs(date).tz(zone).format(GAME_TIME_FORMAT));
      }),
    );
  });

  it("rejects an invalid date instead of printing 'Invalid Date'", () => {
    expect(() => formatGameTime("not a date", NY)).toThrow(RangeError);
    expect(() => formatGameTime(new Date(NaN), NY)).toThrow(RangeError);
  });

  it("rejects an invalid date", () => {
    expect(() => gameTimeLabel("not a date", NY)).toThrow(RangeError);
  });
});

describe("formatPoints", () => {
  it.each([
    [12.5, "12.50"],
    ["12.5000", "12.50"],
    [0, "0.00"],
    [2.5, "2.50"],
    [3.6446, "3.64"],
    [2.125, "2.13"],
    [1.005, "1.01"],
    ["3.14159", "3.14"],
    [1234.5678, "1234.57"],
    [-1.5, "-1.50"],
  ] as const)("%j -> %s", (points, text) => expect(formatPoints(points)).toBe(text));

  it("rounds any 4-decimal value half up to cents, as decimal arithmetic would", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (tenThousandths) => {
        const cents = Math.floor((tenThousandths + 50) / 100); // exact integer rounding
        const expected = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        const value = tenThousandths / 10_000;
        expect(formatPoints(value)).toBe(expected);
        expect(formatPoints(value.toFixed(4))).toBe(expected);
      }),
    );
  });

  it.each(["abc", "", NaN, Infinity])("rejects %j", (bad) => {
    expect(() => formatPoints(bad)).toThrow(RangeError);
  });
});

describe("formatSince", () => {
  it("gives the full month and year", () => {
    expect(formatSince("2026-11-15T12:00:00Z", "UTC")).toBe("since November 2026");
    expect(formatSince(new Date("2025-07-01T12:00:00Z"), NY)).toBe("since July 2025");
  });

  it("reads the month in the given zone", () => {
    expect(formatSince("2026-12-01T02:00:00Z", NY)).toBe("since November 2026");
    expect(formatSince("2026-12-01T02:00:00Z", "UTC")).toBe("since December 2026");
  });

  it("uses the runtime's zone when none is given", () => {
    const d = new Date("2026-12-01T02:00:00Z");
    expect(formatSince(d)).toBe(`since ${MONTHS[d.getMonth()]} ${d.getFullYear()}`);
  });

  it("rejects an invalid date", () => {
    expect(() => formatSince("yesterday")).toThrow(RangeError);
  });
});

describe("formatBadgeCount", () => {
  it.each([
    [0, ""],
    [-3, ""],
    [1, "1"],
    [7, "7"],
    [99, "99"],
    [100, "+"],
    [12_345, "+"],
  ])("%d -> %j", (n, text) => expect(formatBadgeCount(n)).toBe(text));

  it("shows the count itself up to the cap of 99 and '+' above", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 99 }), (n) => formatBadgeCount(n) === String(n)));
    fc.assert(fc.property(fc.integer({ min: 100 }), (n) => formatBadgeCount(n) === "+"));
  });
});

describe("formatPercent", () => {
  it.each([
    [0.57, "57%"],
    [0, "0%"],
    [1, "100%"],
    [0.565, "57%"],
    [0.005, "1%"],
    [0.004, "0%"],
    [1 / 3, "33%"],
    [2 / 3, "67%"],
  ])("%d -> %s", (fraction, text) => expect(formatPercent(fraction)).toBe(text));

  it("agrees with integer rounding of wins out of picks", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.nat(), (total, seed) => {
        const wins = seed % (total + 1);
        const expected = Math.floor((200 * wins + total) / (2 * total)); // round half up, in integers
        expect(formatPercent(wins / total)).toBe(`${expected}%`);
      }),
    );
  });

  it("rejects NaN, such as 0 wins out of 0 picks", () => {
    expect(() => formatPercent(0 / 0)).toThrow(RangeError);
  });
});

describe("formatRecord", () => {
  it("omits ties when there are none", () => {
    expect(formatRecord({ wins: 10, losses: 5, ties: 0 })).toBe("10-5");
    expect(formatRecord({ wins: 10, losses: 5 })).toBe("10-5");
    expect(formatRecord({ wins: 0, losses: 0, ties: null })).toBe("0-0");
  });

  it("shows ties when there are some", () => {
    expect(formatRecord({ wins: 10, losses: 5, ties: 1 })).toBe("10-5-1");
  });
});

describe("formatSignedPercent", () => {
  it("always shows the sign of a non-zero percentage, to two places", () => {
    expect(formatSignedPercent(4.7619)).toBe("+4.76%");
    expect(formatSignedPercent(-3.9683)).toBe("−3.97%");
    expect(formatSignedPercent(0.004)).toBe("0.00%");
    expect(formatSignedPercent(-0.004)).toBe("0.00%");
  });
});
