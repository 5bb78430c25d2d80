// Weeks and season days as the pools show them, formatted with Intl so the browser needs no date library for them.
import { dateFormat } from "./date-format";

/** "Nov 23": a week's Monday ("YYYY-MM-DD") as the week labels and the season rule write it. */
export function weekDayText(monday: string): string {
  return dateFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${monday}T00:00:00Z`));
}

/** A season's last day with its year, "Jan 10, 2027": a season may end in another year than it started. */
export function seasonDayText(day: string): string {
  return dateFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
