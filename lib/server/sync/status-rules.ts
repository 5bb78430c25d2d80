// How a fixture's status may change: only forward, except into a postponement (and back out of one when rescheduled).
import type { FeedStatus } from "@/lib/feeds/types";

const ORDER: Record<FeedStatus, number> = { PREGAME: 0, POSTPONED: 0, IN_PROGRESS: 1, FINAL: 2, CANCELED: 2 };

export function canMoveTo(from: FeedStatus, to: FeedStatus): boolean {
  if (from === to) return true;
  // A finished or called-off game is settled: a feed that later says otherwise is stale, not news.
  if (from === "FINAL" || from === "CANCELED") return false;
  if (to === "POSTPONED") return true;
  if (from === "POSTPONED") return to === "PREGAME" || to === "CANCELED";
  return ORDER[to] > ORDER[from];
}
