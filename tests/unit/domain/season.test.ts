// Season labels: split-year seasons for NFL, NBA and NHL, calendar-year seasons for MLB.
import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { LEAGUES } from "@/lib/domain/leagues";
import { seasonLabel } from "@/lib/domain/season";

const NY = "America/New_York";
const at = (iso: string) => new Date(iso);
const label = (league: Parameters<typeof seasonLabel>[0], iso: string) =>
  seasonLabel(league, [at(iso)], { timeZone: NY });

describe("split-year leagues", () => {
  it("NFL: August to December open a season, January to July close the previous one", () => {
    expect(label("nfl", "2026-09-13T17:00:00Z")).toBe("2026/27");
    expect(label("nfl", "2026-08-06T23:00:00Z")).toBe("2026/27");
    expect(label("nfl", "2026-12-27T18:00:00Z")).toBe("2026/27");
    expect(label("nfl", "2027-02-07T23:30:00Z")).toBe("2026/27");
    expect(label("nfl", "2026-07-31T23:00:00Z")).toBe("2025/26");
    expect(label("nfl", "2025-01-12T18:00:00Z")).toBe("2024/25");
  });

  it.each(["nba", "nhl"] as const)("%s: July to December open a season, January to June close it", (league) => {
    expect(label(league, "2026-10-20T23:30:00Z")).toBe("2026/27");
    expect(label(league, "2026-07-01T16:00:00Z")).toBe("2026/27");
    expect(label(league, "2027-06-15T00:30:00Z")).toBe("2026/27");
    expect(label(league, "2026-06-30T16:00:00Z")).toBe("2025/26");
    expect(label(league, "2025-04-01T23:00:00Z")).toBe("2024/25");
  });

  it("formats the second year with two digits, also across a century", () => {
    expect(label("nba", "2099-11-01T12:00:00Z")).toBe("2099/00");
    expect(label("nhl", "2008-11-01T12:00:00Z")).toBe("2008/09");
  });

  it("reads the month in the app time zone", () => {
    // 23:00 on 31 July in New York is already 1 August in UTC.
    const lateJuly = [at("2026-08-01T03:00:00Z")];
    expect(seasonLabel("nfl", lateJuly, { timeZone: NY })).toBe("2025/26");
    expect(seasonLabel("nfl", lateJuly, { timeZone: "UTC" })).toBe("2026/27");
  });

  it("keeps every game of one NBA season under one label", () => {
    fc.assert(
      fc.property(
        fc.date({ min: at("2026-07-01T12:00:00Z"), max: at("2027-06-30T12:00:00Z"), noInvalidDate: true }),
        (d) => seasonLabel("nba", [d], { timeZone: NY }) === "2026/27",
      ),
    );
  });
});

describe("MLB", () => {
  it("is labelled by its calendar year", () => {
    expect(label("mlb", "2026-03-26T17:00:00Z")).toBe("2026");
    expect(label("mlb", "2026-10-30T23:00:00Z")).toBe("2026");
    expect(label("mlb", "2027-01-15T12:00:00Z")).toBe("2027");
  });
});

describe("which date decides", () => {
  it("uses the latest of several dates, whatever their order", () => {
    const dates = [at("2026-05-01T12:00:00Z"), at("2026-10-25T12:00:00Z"), at("2026-01-10T12:00:00Z")];
    expect(seasonLabel("nhl", dates, { timeZone: NY })).toBe("2026/27");
    expect(seasonLabel("nhl", [...dates].reverse(), { timeZone: NY })).toBe("2026/27");
    expect(seasonLabel("nhl", dates.slice(0, 1), { timeZone: NY })).toBe("2025/26");
  });

  it("matches the label of the latest date alone, for any league and list", () => {
    const date = fc.date({ min: at("2000-01-01"), max: at("2090-01-01"), noInvalidDate: true });
    fc.assert(
      fc.property(fc.constantFrom(...LEAGUES), fc.array(date, { minLength: 1, maxLength: 20 }), (league, dates) => {
        const latest = dates.reduce((a, b) => (a > b ? a : b));
        expect(seasonLabel(league, dates, { timeZone: NY })).toBe(seasonLabel(league, [latest], { timeZone: NY }));
      }),
    );
  });

  it("falls back to now when there are no dates", () => {
    expect(seasonLabel("nfl", [], { now: at("2024-10-01T12:00:00Z"), timeZone: NY })).toBe("2024/25");
    expect(seasonLabel("mlb", [], { now: at("2024-10-01T12:00:00Z"), timeZone: NY })).toBe("2024");
    // Without an injected clock it still labels the real current season.
    expect(seasonLabel("nba", [], { timeZone: NY })).toMatch(/^\d{4}\/\d{2}$/);
  });

  it("rejects invalid dates", () => {
    expect(() => seasonLabel("nfl", [at("2026-09-13T17:00:00Z"), new Date(NaN)], { timeZone: NY })).toThrow(RangeError);
  });
});
