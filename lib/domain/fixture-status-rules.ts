// How a fixture's status may change: only forward, except into a postponement (and back out of one when rescheduled).
import type { GameStatus } from "./enum-values";

const ORDER: Record<GameStatus, number> = { PREGAME: 0, POSTPONED: 0, IN_PROGRESS: 1, FINAL: 2, CANCELED: 2 };

export function canMoveTo(from: GameStatus, to: GameStatus): boolean {
  if (from === to) return true;
  // A finished or called-off game is settled: a feed that later says otherwise is stale, not news.
  if (from === "FINAL" || from === "CANCELED") return false;
  if (to === "POSTPONED") return true;
  if (from === "POSTPONED") return to === "PREGAME" || to === "CANCELED";
  return ORDER[to] > ORDER[from];
}
