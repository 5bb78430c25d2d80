// The pick-rush bench's data: verified pickers with sessions (bearer tokens rush-<n>) and groups of open games, one group per measured run.
import type pg from "pg";

/** Every game also offers a spread (home -2.5 at -110 both sides), so the same games take money-line and spread picks. */
export const RUSH = { pickers: 200_000, gamesPerGroup: 800, tokenPrefix: "rush-", spreadHomePoint: -2.5 };

/** Empties the picking tables and returns `groups` lists of fixture ids, each list RUSH.gamesPerGroup open games. */
export async function prepareRushDataset(client: pg.Client, groups: number): Promise<number[][]> {
  await client.query(`TRUNCATE "Standing", "ScoreBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User" RESTART IDENTITY CASCADE`);
  await client.query(`INSERT INTO "Team" (league, name, abbreviation, color) VALUES ('NFL', 'Home Team', 'HOM', '#000000'), ('NFL', 'Away Team', 'AWY', '#ffffff')`);
  await client.query(`
    INSERT INTO "User" (id, email, "emailVerified", username, "usernameKey", "updatedAt")
    SELECT 'rush-' || n, 'rush' || n || '@bench.test', now(), 'rush' || n, 'rush' || n, now() FROM generate_series(0, $1::int - 1) n`, [RUSH.pickers]);
  await client.query(`
    INSERT INTO "Session" ("sessionToken", "userId", expires, "updatedAt")
    SELECT $2 || n, 'rush-' || n, now() + interval '1 day', now() FROM generate_series(0, $1::int - 1) n`, [RUSH.pickers, RUSH.tokenPrefix]);
  const { rows } = await client.query<{ id: number; g: number }>(`
    INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine",
                           "homeSpread", "homeSpreadPrice", "awaySpreadPrice", provider, "providerEventId", "updatedAt")
    SELECT 'NFL', now() + interval '1 day', 'PREGAME', 1, 2, -120, 110, $3::numeric, -110, -110, 'bench', 'rush-' || g || '-' || i, now()
    FROM generate_series(0, $1::int - 1) g, generate_series(0, $2::int - 1) i ORDER BY g, i
    RETURNING id, split_part("providerEventId", '-', 2)::int AS g`, [groups, RUSH.gamesPerGroup, RUSH.spreadHomePoint]);
  await client.query(`VACUUM ANALYZE "User", "Session", "Fixture"`);
  return Array.from({ length: groups }, (_, g) => rows.filter((r) => r.g === g).map((r) => r.id).sort((a, b) => a - b));
}
