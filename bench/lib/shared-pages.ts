// The visitors' pages the shared-copy benches measure, read from a seeded bench database, and the two servers they
// compare: the build as it runs (shared copies on) and the same build rendering every view (the baseline).
import { latestDailyPick } from "./daily-pick";
import { withClient } from "./database";

/** The profile of the public picker with the most picks in the bench data. */
async function busiestPickerProfile(url: string): Promise<string> {
  const rows = await withClient(url, async (client) =>
    (await client.query(`SELECT u.username FROM "User" u JOIN "Pick" p ON p."userId" = u.id WHERE u.username IS NOT NULL AND NOT u.private GROUP BY u.id ORDER BY count(*) DESC, u.id LIMIT 1`)).rows,
  );
  if (!rows[0]) throw new Error("the seed has no public picker with picks");
  return `/picker/${encodeURIComponent((rows[0] as { username: string }).username)}`;
}

/** Each measured page's label and path. */
export async function sharedPages(databaseUrl: string): Promise<Record<string, string>> {
  return {
    "daily pick": await latestDailyPick(databaseUrl),
    landing: "/",
    "league board (NFL)": "/football/nfl",
    "picker profile": await busiestPickerProfile(databaseUrl),
  };
}

/** The extra environment of each compared server. */
export const SHARED_PAGE_SERVERS = { shared: {}, "per view": { PICKLINE_SHARED_PAGES: "false" } } as const;

export const SHARED_PAGES_BASELINE = "same build, PICKLINE_SHARED_PAGES=false";
