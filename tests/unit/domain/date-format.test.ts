// Date formatters are built once per locale and options, and each formats with exactly the options it was asked for.
import { dateFormat } from "@/lib/domain/date-format";

test("the same locale and options give the same formatter; other options, another one", () => {
  const day = dateFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  expect(dateFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" })).toBe(day);
  expect(dateFormat("en-US", { month: "short", day: "numeric", timeZone: "Asia/Tokyo" })).not.toBe(day);
  expect(dateFormat("en-CA", { month: "short", day: "numeric", timeZone: "UTC" })).not.toBe(day);
  const instant = new Date("2026-11-28T20:00:00Z");
  expect([day.format(instant), dateFormat("en-US", { month: "short", day: "numeric", timeZone: "Asia/Tokyo" }).format(instant)]).toEqual(["Nov 28", "Nov 29"]);
});
