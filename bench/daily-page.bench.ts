// A daily-pick page in a production build: Lighthouse 12 (mobile, median of 5 runs) and its first-load JavaScript
// (gzipped) against a page without client code of its own, /rules.
import { latestDailyPick } from "./lib/daily-pick";
import { auditPage } from "./lib/lighthouse-page";
import type { BenchResult } from "./lib/types";

export function run(): Promise<BenchResult> {
  return auditPage({
    name: "daily-page",
    title: "Daily-pick page: Lighthouse 12 (mobile) and first-load JavaScript",
    database: "pickline_bench_daily",
    findPath: latestDailyPick,
  });
}
