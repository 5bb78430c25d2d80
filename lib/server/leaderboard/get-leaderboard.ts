// The leaderboard use case for routes and pages: the app's client, the ranking query in rank-board.ts.
import "server-only";
import { db } from "@/lib/db";
import { rankBoard, type BoardOptions, type Leaderboard } from "./rank-board";

export { LEADERBOARD_PAGE_SIZE, type BoardScope, type Leaderboard, type LeaderboardRow } from "./rank-board";

export function getLeaderboard(options: BoardOptions): Promise<Leaderboard> {
  return rankBoard(db, options);
}
