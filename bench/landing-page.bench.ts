// The landing page (/) in a production build, as a visitor from a search engine gets it: Lighthouse 12 (mobile, median
// of 5 runs) and its first-load JavaScript (gzipped) against /rules.
import { auditPage } from "./lib/lighthouse-page";
import type { BenchResult } from "./lib/types";

export function run(): Promise<BenchResult> {
  return auditPage({
    name: "landing-page",
    title: "Landing page: Lighthouse 12 (mobile) and first-load JavaScript",
    database: "pickline_bench_landing",
    findPath: async () => "/",
  });
}
