// The Sharpest board use case for routes and pages: the public-read client, the ranking query in rank-sharpest.ts.
import "server-only";
import { readDb } from "@/lib/server/read-db";
import type { SharpestBoard } from "@/lib/contracts/leaderboard";
import { rankSharpest, type SharpestOptions } from "./rank-sharpest";

export async function getSharpestBoard(options: SharpestOptions): Promise<SharpestBoard> {
  return rankSharpest(await readDb(options.callerId), options);
}
