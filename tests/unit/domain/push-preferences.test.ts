// The push rule: a type that is off is never sent, and quiet hours are read on the picker's own clock, across midnight
// and across a daylight-saving change.
import { DEFAULT_PUSH_PREFERENCES, insideQuietHours, minutesOfClock, pushHeldBack, type QuietHours } from "@/lib/domain/push-preferences";

const at = (iso: string) => new Date(iso);
const paris = (start: string, end: string): QuietHours => ({ start: minutesOfClock(start)!, end: minutesOfClock(end)!, timeZone: "Europe/Paris" });

describe("push preferences", () => {
  test("reads HH:MM on a 24-hour clock and nothing else", () => {
    expect(minutesOfClock("00:00")).toBe(0);
    expect(minutesOfClock("22:30")).toBe(1350);
    expect(minutesOfClock("23:59")).toBe(1439);
    for (const bad of ["24:00", "7:00", "12:60", "12:5", "noon", ""]) expect(minutesOfClock(bad)).toBeNull();
  });

  test("a window within the day holds from its start included to its end excluded", () => {
    const lunch = paris("12:00", "14:00");
    // Paris is UTC+1 in winter.
    expect(insideQuietHours(lunch, at("2026-12-01T10:59:00Z"))).toBe(false);
    expect(insideQuietHours(lunch, at("2026-12-01T11:00:00Z"))).toBe(true);
    expect(insideQuietHours(lunch, at("2026-12-01T12:59:00Z"))).toBe(true);
    expect(insideQuietHours(lunch, at("2026-12-01T13:00:00Z"))).toBe(false);
  });

  test("a window whose end comes before its start runs past midnight", () => {
    const night = paris("22:00", "07:00");
    expect(insideQuietHours(night, at("2026-12-01T20:59:00Z"))).toBe(false);
    expect(insideQuietHours(night, at("2026-12-01T21:00:00Z"))).toBe(true);
    expect(insideQuietHours(night, at("2026-12-01T23:30:00Z"))).toBe(true);
    expect(insideQuietHours(night, at("2026-12-02T05:59:00Z"))).toBe(true);
    expect(insideQuietHours(night, at("2026-12-02T06:00:00Z"))).toBe(false);
  });

  test("the picker's clock, not the server's: the same instant is quiet in one zone and not in another", () => {
    const instant = at("2026-12-01T03:00:00Z");
    expect(insideQuietHours({ ...paris("01:00", "06:00") }, instant)).toBe(true);
    expect(insideQuietHours({ ...paris("01:00", "06:00"), timeZone: "America/Los_Angeles" }, instant)).toBe(false);
    // Summer time: Paris is UTC+2, so 20:30 UTC is 22:30 there.
    expect(insideQuietHours(paris("22:00", "23:00"), at("2026-07-01T20:30:00Z"))).toBe(true);
  });

  test("no quiet hours never holds anything", () => {
    expect(insideQuietHours(null, at("2026-12-01T03:00:00Z"))).toBe(false);
  });

  test("a type that is off is held back whatever the hour; one that is on waits only for quiet hours", () => {
    const now = at("2026-12-01T23:30:00Z");
    expect(pushHeldBack(DEFAULT_PUSH_PREFERENCES, "reminder", now)).toBeNull();
    expect(pushHeldBack({ ...DEFAULT_PUSH_PREFERENCES, settled: false }, "settled", now)).toBe("off");
    expect(pushHeldBack({ ...DEFAULT_PUSH_PREFERENCES, settled: false }, "weekWon", now)).toBeNull();
    expect(pushHeldBack({ ...DEFAULT_PUSH_PREFERENCES, quietHours: paris("22:00", "07:00") }, "announcement", now)).toBe("quiet");
  });
});
