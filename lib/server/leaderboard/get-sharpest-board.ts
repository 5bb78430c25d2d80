// The Sharpest board use case for routes and pages: the app's client, the ranking query in rank-sharpest.ts.
import "server-only";
import { db } from "@/lib/db";
import type { SharpestBoard } from "@/lib/contracts/leaderboard";
import { rankSharpest, type SharpestOptions } from "./rank-sharpest";

export function getSharpestBoard(options: SharpestOptions): Promise<SharpestBoard> {
  return rankSharpest(db, options);
}
