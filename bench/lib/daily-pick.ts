// The path of the newest published NFL daily pick of a seeded bench database: the page the page benches load.
import { dailyPickPath } from "../../lib/domain/daily-pick-text";
import { withClient } from "./database";

export async function latestDailyPick(url: string): Promise<string> {
  const rows = await withClient(url, async (client) =>
    (await client.query(`SELECT id FROM "Fixture" WHERE league = 'NFL' AND report IS NOT NULL AND "reportPublishedAt" <= now() ORDER BY "startsAt" DESC, id DESC LIMIT 1`)).rows,
  );
  if (!rows[0]) throw new Error("the seed published no NFL report");
  return dailyPickPath({ league: "nfl", id: (rows[0] as { id: number }).id });
}
