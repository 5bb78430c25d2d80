// The leaderboard use case for routes and pages: the public-read client, the ranking query in rank-board.ts.
import "server-only";
import { readDb } from "@/lib/server/read-db";
import type { Leaderboard } from "@/lib/contracts/leaderboard";
import { rankBoard, type BoardOptions } from "./rank-board";

export async function getLeaderboard(options: BoardOptions): Promise<Leaderboard> {
  return rankBoard(await readDb(options.callerId), options);
}
