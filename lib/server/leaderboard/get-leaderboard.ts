// The leaderboard use case for routes and pages: the app's client, the ranking query in rank-board.ts.
import "server-only";
import { db } from "@/lib/db";
import type { Leaderboard } from "@/lib/contracts/leaderboard";
import { rankBoard, type BoardOptions } from "./rank-board";

export function getLeaderboard(options: BoardOptions): Promise<Leaderboard> {
  return rankBoard(db, options);
}
