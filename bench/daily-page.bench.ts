// A daily-pick page in a production build: Lighthouse 12 (mobile, median of 5 runs) and its first-load JavaScript
// (gzipped) against a page without client code of its own, /rules.
import { dailyPickPath } from "../lib/domain/daily-pick-text";
import { withClient } from "./lib/database";
import { auditPage } from "./lib/lighthouse-page";
import type { BenchResult } from "./lib/types";

async function latestDailyPick(url: string): Promise<string> {
  const row = await withClient(url, async (client) => {
    const { rows } = await client.query(
      `SELECT id FROM "Fixture" WHERE league = 'NFL' AND report IS NOT NULL AND "reportPublishedAt" <= now() ORDER BY "startsAt" DESC, id DESC LIMIT 1`,
    );
    return rows[0] as { id: number } | undefined;
  });
  if (!row) throw new Error("the seed published no NFL report");
  return dailyPickPath({ league: "nfl", id: row.id });
}

export function run(): Promise<BenchResult> {
  return auditPage({
    name: "daily-page",
    title: "Daily-pick page: Lighthouse 12 (mobile) and first-load JavaScript",
    database: "pickline_bench_daily",
    findPath: latestDailyPick,
  });
}
