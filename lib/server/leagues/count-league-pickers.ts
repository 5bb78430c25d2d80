// How many pickers play each league: a picker counts in a league once they have a pick there.
import "server-only";
import { unstable_cache } from "next/cache";
import type { LeaguePickerCounts } from "@/lib/contracts/leagues";
import { db } from "@/lib/db";
import { LEAGUES, fromDbLeague, type DbLeague } from "@/lib/domain/leagues";

export async function countLeaguePickers(): Promise<LeaguePickerCounts> {
  const rows = await db.$queryRaw<{ league: DbLeague; pickers: number }[]>`
    SELECT f."league"::text AS league, COUNT(DISTINCT p."userId")::int AS pickers
    FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
    GROUP BY f."league"`;
  const counts = Object.fromEntries(LEAGUES.map((league) => [league, 0])) as LeaguePickerCounts;
  for (const row of rows) counts[fromDbLeague(row.league)] = row.pickers;
  return counts;
}

/** The landing page's counts, read at most once a minute: they are its only data and may lag that long. */
export const cachedLeaguePickerCounts = unstable_cache(countLeaguePickers, ["league-picker-counts"], { revalidate: 60 });
