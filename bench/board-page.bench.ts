// The league board (/football/nfl) in a production build, as a visitor sees it: Lighthouse 12 (mobile, median of 5)
// and its total blocking time against /rules', both measured in the same run; and the accessibility of a game page the
// board links to, which has no bench of its own.
import { withClient } from "./lib/database";
import { auditPage } from "./lib/lighthouse-page";
import type { BenchResult } from "./lib/types";

/** The game page of the board's next NFL game, whose team and market buttons can be picked. */
async function nextGamePage(url: string): Promise<string[]> {
  const row = await withClient(url, async (client) => {
    const { rows } = await client.query(`SELECT id FROM "Fixture" WHERE league = 'NFL' AND status = 'PREGAME' AND "startsAt" > now() ORDER BY "startsAt", id LIMIT 1`);
    return rows[0] as { id: number } | undefined;
  });
  if (!row) throw new Error("the seed has no NFL game to come");
  return [`/football/nfl/fixture/${row.id}`];
}

export function run(): Promise<BenchResult> {
  return auditPage({
    name: "board-page",
    title: "League board: Lighthouse 12 (mobile) and total blocking time against /rules",
    database: "pickline_bench_board",
    findPath: async () => "/football/nfl",
    // The board's purpose is its islands (pick buttons, parlay builder): its script weight is reported, not held to /rules'.
    jsRatio: null,
    tbtRatio: 1.5,
    alsoAccessibility: nextGamePage,
  });
}
