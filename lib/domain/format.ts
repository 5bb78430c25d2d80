// Display formatting for game times, points, counts, percentages and team records. Intl and Date only: the header and
// the board bundle this module, and a date library here would be sent to and set up on every page.
import { dateFormat } from "./date-format";
import { roundTo } from "./odds";

/** The product's notification badge cap; above it the badge shows "+". */
export const BADGE_CAP = 99;

/** An instant as a Date: a string is an ISO 8601 timestamp, as the API and the database write them. */
function toDate(instant: Date | string): Date {
  const value = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(instant)}`);
  return value;
}

function finite(value: number | string): number {
  const n = typeof value === "string" && value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${String(value)}`);
  return n;
}

/** How every game time reads: the product's 'ddd, M/D, h:mm A' and the zone's label, e.g. "Sun, 11/23, 1:00 PM EST". */
export function gameTimeLabel(instant: Date | string, timeZone: string): string {
  const parts = gameTimeParts(instant, timeZone);
  return `${parts.weekday}, ${parts.month}/${parts.day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName ?? timeZone}`;
}

/**
 * How a game time is written, bar its zone. The page's date-formatting warm-up (public/intl-warmup.js, a static worker
 * file that cannot import this) builds a formatter with the same options ahead of the page: a test holds them equal.
 */
export const GAME_TIME_OPTIONS = {
  weekday: "short",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h12",
  timeZoneName: "short",
} as const satisfies Intl.DateTimeFormatOptions;

function gameTimeParts(instant: Date | string, timeZone: string): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateFormat("en-US", { timeZone, ...GAME_TIME_OPTIONS }).formatToParts(toDate(instant))) parts[part.type] = part.value;
  return parts;
}

/** Points arrive as numbers or as Decimal strings ("12.5000"); both show two decimals. */
export function formatPoints(points: number | string): string {
  return roundTo(finite(points), 2).toFixed(2);
}

/** "since November 2026": the month in the given zone, or in the runtime's own without one. */
export function formatSince(date: Date | string, timeZone?: string): string {
  return `since ${dateFormat("en-US", { month: "long", year: "numeric", timeZone }).format(toDate(date))}`;
}

export function formatBadgeCount(n: number): string {
  if (!(n > 0)) return "";
  return n > BADGE_CAP ? "+" : String(Math.floor(n));
}

/** A percentage that can go either way, sign always shown: "+4.76%", "−2.10%", "0.00%". */
export function formatSignedPercent(percent: number): string {
  const rounded = roundTo(finite(percent), 2);
  return `${rounded > 0 ? "+" : rounded < 0 ? "−" : ""}${Math.abs(rounded).toFixed(2)}%`;
}

export function formatPercent(fraction0to1: number): string {
  // Round the fraction first so 0.565 shows 57%, not the 56% that 0.565 * 100 would give.
  return `${Math.round(roundTo(finite(fraction0to1), 2) * 100)}%`;
}

export function formatRecord(record: { wins: number; losses: number; ties?: number | null }): string {
  const { wins, losses, ties } = record;
  return ties ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}
