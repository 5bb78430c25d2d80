// The hottest pickers of a league: hot streak first, then points of their picks in the league over the last 30 days, then activity.
// Public pickers only: the list shows their league points and leads to their picks, which a private picker keeps to themselves.
import "server-only";
import { readDb } from "@/lib/server/read-db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { localDay } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";

export const HOT_WINDOW_DAYS = 30;

export type HotPickerRank = { id: string; leaguePoints: number };

/** Everyone with at least one pick in the league qualifies, so a young league still has pickers to show. */
export async function rankHotPickers(
  league: League,
  options: { excludeIds?: string[]; limit: number; now?: Date },
): Promise<HotPickerRank[]> {
  const now = options.now ?? new Date();
  const since = localDay(new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000), appTimeZone());
  const exclude = options.excludeIds ?? [];
  const rows = await (await readDb()).$queryRaw<{ id: string; points: string; picks: bigint }[]>`
    SELECT u.id,
      COALESCE((SELECT SUM(p.points) FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId"
                WHERE p."userId" = u.id AND p.kind = 'NORMAL' AND p.state = 'FINAL' AND f.league = ${toDbLeague(league)}::"League"
                  AND p."settledAt" >= (${since}::date::timestamp AT TIME ZONE ${appTimeZone()})), 0)::text AS points,
      (SELECT COUNT(*) FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId"
       WHERE p."userId" = u.id AND f.league = ${toDbLeague(league)}::"League") AS picks
    FROM "User" u
    WHERE u.username IS NOT NULL AND NOT u."private"
      AND NOT (u.id = ANY(${exclude}::text[]))
      AND EXISTS (SELECT 1 FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId"
                  WHERE p."userId" = u.id AND f.league = ${toDbLeague(league)}::"League")
    ORDER BY u."hotStreak" DESC, 2 DESC, 3 DESC, u.id
    LIMIT ${options.limit}`;
  return rows.map((row) => ({ id: row.id, leaguePoints: Number(row.points) }));
}
