// A shared pick page (/pick/{id}) of a public picker's settled pick in a production build: Lighthouse 12 (mobile,
// median of 5 runs) and its first-load JavaScript (gzipped) against /rules.
import { sharedPickPath } from "../lib/domain/share-paths";
import { withClient } from "./lib/database";
import { auditPage } from "./lib/lighthouse-page";
import type { BenchResult } from "./lib/types";

/** A visitor without a session sees a public picker's page; a settled pick shows the result line in full. */
async function latestSettledPublicPick(url: string): Promise<string> {
  const row = await withClient(url, async (client) => {
    const { rows } = await client.query(
      `SELECT p.id FROM "Pick" p JOIN "User" u ON u.id = p."userId"
        WHERE p.kind = 'NORMAL' AND p."settledAt" IS NOT NULL AND NOT u.private AND u.username IS NOT NULL
        ORDER BY p."settledAt" DESC, p.id DESC LIMIT 1`,
    );
    return rows[0] as { id: number } | undefined;
  });
  if (!row) throw new Error("the seed settled no pick of a public picker");
  return sharedPickPath(row.id);
}

export function run(): Promise<BenchResult> {
  return auditPage({
    name: "share-page",
    title: "Shared pick page: Lighthouse 12 (mobile) and first-load JavaScript",
    database: "pickline_bench_share",
    findPath: latestSettledPublicPick,
  });
}
