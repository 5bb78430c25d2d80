// The leaderboard bench's data: 100,000 pickers x 50 settled picks = 5,000,000 picks over 120 days, and the roll-ups settlement keeps.
import type pg from "pg";

export const LEADERBOARD_DATASET = { users: 100_000, picksPerUser: 50, fixtures: 4_000, days: 120, version: 2 };

/** Reused while it exists, matches this version and was made today (its TODAY must be populated). */
async function current(client: pg.Client, timeZone: string): Promise<boolean> {
  await client.query(`CREATE TABLE IF NOT EXISTS "_bench_dataset" (name text PRIMARY KEY, version int, made_at timestamptz)`);
  const { rows } = await client.query(
    `SELECT 1 FROM "_bench_dataset" WHERE name = 'leaderboard' AND version = $1
       AND (made_at AT TIME ZONE $2)::date = (now() AT TIME ZONE $2)::date`,
    [LEADERBOARD_DATASET.version, timeZone],
  );
  return rows.length > 0;
}

export async function ensureLeaderboardDataset(client: pg.Client, timeZone: string, log: (line: string) => void): Promise<void> {
  const { users, picksPerUser, fixtures, days } = LEADERBOARD_DATASET;
  if (process.env.BENCH_RESEED !== "1" && (await current(client, timeZone))) {
    log("Dataset: reusing 100,000 pickers and 5,000,000 picks (BENCH_RESEED=1 rebuilds it)");
    return;
  }
  log("Dataset: generating 100,000 pickers and 5,000,000 settled picks with generate_series ...");
  const step = async (label: string, sql: string, values: unknown[] = []) => {
    const t0 = Date.now();
    await client.query(sql, values);
    log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  await step("emptied", `TRUNCATE "Standing", "ScoreBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User" RESTART IDENTITY CASCADE`);
  // Secondary indexes are rebuilt after the bulk load: much faster than maintaining them row by row.
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename IN ('Pick', 'Standing') AND indexname NOT LIKE '%\\_pkey'`,
  );
  for (const index of indexes) await client.query(`DROP INDEX "${index.indexname}"`);
  await step("teams", `INSERT INTO "Team" (league, name, abbreviation, color)
    SELECT l::"League", l || ' Team ' || i, l || i, '#123456' FROM unnest(ARRAY['NFL','NBA','NHL','MLB']) l, generate_series(1, 2) i`);
  await step("users", `INSERT INTO "User" (id, email, username, "usernameKey", "updatedAt")
    SELECT 'u' || lpad(i::text, 7, '0'), 'u' || i || '@bench.test', 'picker' || i, 'picker' || i, now() FROM generate_series(1, ${users}) i`);
  // Games evenly over the last 120 days, each over 3 hours after its start; the last ones end just before now.
  await step("fixtures", `INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine",
      "homeScore", "awayScore", "winnerSide", provider, "providerEventId", "updatedAt", "settledAt", "settledResult")
    SELECT l, s, 'FINAL', t.h, t.a, -150, 130, 3, 1, 'HOME', 'bench', 'g' || i, now(), s + interval '3 hours', 'HOME'
    FROM generate_series(0, ${fixtures - 1}) i
    CROSS JOIN LATERAL (SELECT (ARRAY['NFL','NBA','NHL','MLB'])[1 + i % 4]::"League" AS l,
      now() - interval '3 hours 5 minutes' - (${fixtures - 1} - i) * (interval '${days} days' / ${fixtures}) AS s) g
    CROSS JOIN LATERAL (SELECT min(id) AS h, max(id) AS a FROM "Team" WHERE league = g.l) t`);
  // 5,000,000 picks of the users and fixtures created above: skip their 10,000,000 per-row foreign-key checks and the
  // fixtures' pick-count trigger, which no board reads (superuser only, as the embedded server's user is; elsewhere
  // the load simply checks them).
  await client.query(`SET session_replication_role = replica`).catch(() => log("  (foreign keys checked row by row: not a superuser)"));
  // User u picks fixtures (7u + 80k) mod 4000 for k < 50: distinct per user. Half the picks win.
  await step("5,000,000 picks", `INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "oddsAt", "oddsSource",
      state, outcome, points, "createdAt", "settledAt")
    SELECT 'u' || lpad(u::text, 7, '0'), f.id, (CASE WHEN win THEN 'HOME' ELSE 'AWAY' END)::"Selection",
      CASE WHEN win THEN -150 ELSE 130 END, CASE WHEN win THEN 1.6667 ELSE 2.3 END, f."startsAt" - interval '1 hour', 'bench',
      'FINAL', (CASE WHEN win THEN 'WIN' ELSE 'LOOSE' END)::"Outcome", CASE WHEN win THEN 1.6667 ELSE 0 END,
      f."startsAt" - interval '1 hour', f."settledAt"
    FROM generate_series(1, ${users}) u CROSS JOIN generate_series(0, ${picksPerUser - 1}) k
    CROSS JOIN LATERAL (SELECT (u + k) % 2 = 0 OR (u * k) % 7 = 0 AS win) w
    JOIN "Fixture" f ON f.id = 1 + (7 * u + 80 * k) % ${fixtures}`);
  // Each picker's Standing as settlement keeps it: the all-time total and the latest day, week and month they scored in.
  await step("standings", `WITH d AS (
      SELECT "userId", ("settledAt" AT TIME ZONE $1)::date AS day, sum(points) AS points FROM "Pick" GROUP BY 1, 2 HAVING sum(points) <> 0),
    l AS (SELECT "userId", max(day) AS d FROM d GROUP BY 1)
    UPDATE "Standing" s SET points = a.total, day = a.d, "dayPoints" = a.dd, week = a.w, "weekPoints" = a.wd, month = a.m, "monthPoints" = a.md
    FROM (SELECT l."userId", l.d, date_trunc('week', l.d::timestamp)::date AS w, date_trunc('month', l.d::timestamp)::date AS m, sum(d.points) AS total,
            sum(d.points) FILTER (WHERE d.day = l.d) AS dd,
            sum(d.points) FILTER (WHERE date_trunc('week', d.day::timestamp) = date_trunc('week', l.d::timestamp)) AS wd,
            sum(d.points) FILTER (WHERE date_trunc('month', d.day::timestamp) = date_trunc('month', l.d::timestamp)) AS md
          FROM l JOIN d ON d."userId" = l."userId" GROUP BY 1, 2) a
    WHERE s."userId" = a."userId"`, [timeZone]);
  await client.query(`RESET session_replication_role`);
  for (const index of indexes) await step(`index ${index.indexname}`, index.indexdef);
  await step("score buckets", `INSERT INTO "ScoreBucket" (period, start, bucket, pickers)
    SELECT x.period, x.start, floor(x.points)::int, count(*) FROM "Standing" s
    CROSS JOIN LATERAL (VALUES ('ALL'::"BoardPeriod", DATE '1970-01-01', s.points), ('DAY', s.day, s."dayPoints"),
      ('WEEK', s.week, s."weekPoints"), ('MONTH', s.month, s."monthPoints")) AS x(period, start, points)
    WHERE x.points > 0 GROUP BY 1, 2, 3`);
  await step("vacuum analyze", `VACUUM ANALYZE`);
  await client.query(`INSERT INTO "_bench_dataset" VALUES ('leaderboard', $1, now()) ON CONFLICT (name) DO UPDATE SET version = $1, made_at = now()`, [
    LEADERBOARD_DATASET.version,
  ]);
}
