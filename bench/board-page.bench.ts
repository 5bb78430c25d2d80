// The league board (/football/nfl) in a production build, as a visitor sees it: Lighthouse 12 (mobile, median of 5)
// and its total blocking time against /rules', both measured in the same run.
import { auditPage } from "./lib/lighthouse-page";
import type { BenchResult } from "./lib/types";

export function run(): Promise<BenchResult> {
  return auditPage({
    name: "board-page",
    title: "League board: Lighthouse 12 (mobile) and total blocking time against /rules",
    database: "pickline_bench_board",
    findPath: async () => "/football/nfl",
    // The board's purpose is its islands (pick buttons, parlay builder): its script weight is reported, not held to /rules'.
    jsRatio: null,
    tbtRatio: 1.5,
  });
}
