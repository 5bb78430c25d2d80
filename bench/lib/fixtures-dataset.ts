// The fixture bench's data: 4 leagues x 32 teams, 2,000 fixtures 45 days either side of now, 5,000 pickers x 200 picks = 1,000,000 picks.
// NBA games offer a spread and a total beside the money line (closing lines on started games); NHL games the money line
// alone: the same schedule and pick spread, so the two lists compare what three markets cost.
import type pg from "pg";

export const DATASET = { fixtures: 2_000, picks: 1_000_000, pickers: 5_000, picksPerPicker: 200, version: 2 };

/** Reused while it exists, matches this version and was made within a week (its "this week" is still populated). */
async function current(client: pg.Client): Promise<boolean> {
  await client.query(`CREATE TABLE IF NOT EXISTS "_bench_dataset" (name text PRIMARY KEY, version int, made_at timestamptz)`);
  const { rows } = await client.query(
    `SELECT 1 FROM "_bench_dataset" WHERE name = 'fixtures' AND version = $1 AND made_at > now() - interval '7 days'`,
    [DATASET.version],
  );
  return rows.length > 0;
}

export async function ensureFixturesDataset(client: pg.Client, log: (line: string) => void): Promise<void> {
  if (process.env.BENCH_RESEED !== "1" && (await current(client))) {
    log("Dataset: reusing 2,000 fixtures and 1,000,000 picks (BENCH_RESEED=1 rebuilds it)");
    return;
  }
  log("Dataset: generating 2,000 fixtures and 1,000,000 picks ...");
  await client.query(`TRUNCATE "Standing", "ScoreBucket", "Notification", "Pick", "Parlay", "Fixture", "Team", "User" RESTART IDENTITY CASCADE`);
  await client.query(`
    INSERT INTO "Team" (league, name, abbreviation, color)
    SELECT l::"League", l || ' Team ' || i, l || i, '#' || lpad(to_hex((i * 2654435) % 16777215), 6, '0')
    FROM unnest(ARRAY['NFL','NBA','NHL','MLB']) AS l, generate_series(1, 32) AS i`);
  // 500 games per league, evenly spread over 90 days around now; finished games have a winner.
  await client.query(`
    WITH teams AS (SELECT id, league, row_number() OVER (PARTITION BY league ORDER BY id) - 1 AS n FROM "Team"),
    games AS (
      SELECT l::"League" AS league, i,
             now() - interval '45 days' + (i * interval '90 days' / 500) + ((i % 5) * interval '47 minutes') AS starts
      FROM unnest(ARRAY['NFL','NBA','NHL','MLB']) AS l, generate_series(0, 499) AS i)
    INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine",
                           "homeScore", "awayScore", "winnerSide", "reportPublishedAt", report, provider, "providerEventId", "updatedAt")
    SELECT g.league, g.starts,
           (CASE WHEN g.starts < now() - interval '3 hours' THEN 'FINAL' WHEN g.starts < now() THEN 'IN_PROGRESS' ELSE 'PREGAME' END)::"GameStatus",
           h.id, a.id, -110 - (g.i % 90), 100 + (g.i % 80),
           CASE WHEN g.starts < now() THEN 2 + g.i % 5 END, CASE WHEN g.starts < now() THEN 1 + g.i % 4 END,
           (CASE WHEN g.starts >= now() - interval '3 hours' THEN NULL WHEN 2 + g.i % 5 > 1 + g.i % 4 THEN 'HOME' WHEN 2 + g.i % 5 < 1 + g.i % 4 THEN 'AWAY' END)::"Side",
           CASE WHEN g.i % 10 = 0 THEN now() END, CASE WHEN g.i % 10 = 0 THEN '# Report' END,
           'bench', g.league || '-' || g.i, now()
    FROM games g
    JOIN teams h ON h.league = g.league AND h.n = g.i % 32
    JOIN teams a ON a.league = g.league AND a.n = (g.i + 1 + (g.i / 32) % 31) % 32`);
  await client.query(`
    UPDATE "Fixture" SET "homeSpread" = -1.5 - (id % 8), "homeSpreadPrice" = -110 + (id % 3) * 5, "awaySpreadPrice" = -110 - (id % 3) * 5,
      "totalPoints" = 210.5 + (id % 20), "overPrice" = -105 - (id % 2) * 10, "underPrice" = -115 + (id % 2) * 10
    WHERE league = 'NBA'`);
  await client.query(`
    UPDATE "Fixture" SET "closingHomeMoneyLine" = "homeMoneyLine", "closingAwayMoneyLine" = "awayMoneyLine",
      "closingHomeSpread" = "homeSpread", "closingHomeSpreadPrice" = "homeSpreadPrice", "closingAwaySpreadPrice" = "awaySpreadPrice",
      "closingTotalPoints" = "totalPoints", "closingOverPrice" = "overPrice", "closingUnderPrice" = "underPrice", "closingLineAt" = "startsAt"
    WHERE "startsAt" < now()`);
  await client.query(`
    INSERT INTO "User" (id, email, "emailVerified", username, "usernameKey", "updatedAt")
    SELECT 'bench-' || u, 'bench' || u || '@bench.test', now(), 'bench' || u, 'bench' || u, now()
    FROM generate_series(1, ${DATASET.pickers}) AS u`);
  // k * 13 mod 2000 is distinct for k < 200 (13 and 2000 are coprime): no user picks a game twice.
  await client.query(`
    WITH f AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "Fixture")
    INSERT INTO "Pick" ("userId", "fixtureId", side, kind, "moneyLine", "decimalOdds", "oddsAt", "oddsSource", "createdAt")
    SELECT 'bench-' || u, f.id, (CASE WHEN (u + k) % 3 = 0 THEN 'AWAY' ELSE 'HOME' END)::"Selection", 'NORMAL',
           -150, 1.6667, now(), 'bench', now() - (k * interval '1 minute')
    FROM generate_series(1, ${DATASET.pickers}) AS u CROSS JOIN generate_series(0, ${DATASET.picksPerPicker - 1}) AS k
    JOIN f ON f.n = (u * 7 + k * 13) % ${DATASET.fixtures}`);
  await client.query(`VACUUM ANALYZE`);
  await client.query(
    `INSERT INTO "_bench_dataset" VALUES ('fixtures', $1, now()) ON CONFLICT (name) DO UPDATE SET version = $1, made_at = now()`,
    [DATASET.version],
  );
  log("Dataset: ready");
}
