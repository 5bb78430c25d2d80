// The address of one leaderboard view: its period, and its scope and ranking when they are not the default.
import type { Period } from "@/lib/domain/period-names";

type View = { period: Period; scope?: string; sort?: string; path?: string };

/** `path` is the page the board is on (/leaderboard, or a pool's own page). */
export function boardHref({ period, scope, sort, path = "/leaderboard" }: View): string {
  return `${path}?${new URLSearchParams({
    period,
    ...(scope && scope !== "all" ? { scope } : {}),
    ...(sort && sort !== "points" ? { sort } : {}),
  })}`;
}
