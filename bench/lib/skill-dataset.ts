// The skill bench's data: one picker with 10,000 settled picks among 2,000 pickers with 50 each, every game with a closing line.
import type pg from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import { skillColumnsOnSettle } from "@/lib/server/skill/skill-sql";

export const SKILL_DATASET = { fixtures: 10_000, others: 2_000, picksPerOther: 50, days: 300, version: 2 };
export const SHARP_PICKER = "sharp0000";

async function current(client: pg.Client): Promise<boolean> {
  await client.query(`CREATE TABLE IF NOT EXISTS "_bench_dataset" (name text PRIMARY KEY, version int, made_at timestamptz)`);
  const { rows } = await client.query(`SELECT 1 FROM "_bench_dataset" WHERE name = 'skill' AND version = $1`, [SKILL_DATASET.version]);
  return rows.length > 0;
}

/** Lines vary with the game id so CLV and expected points differ pick by pick (no constant folding). */
const LINE = (expr: string) => `(CASE WHEN ${expr} % 2 = 0 THEN 100 + 5 * (${expr} % 40) ELSE -100 - 5 * (${expr} % 40) END)`;

export async function ensureSkillDataset(client: pg.Client, log: (line: string) => void): Promise<void> {
  const { fixtures, others, picksPerOther, days } = SKILL_DATASET;
  if (process.env.BENCH_RESEED !== "1" && (await current(client))) {
    log("Dataset: reusing the skill dataset (BENCH_RESEED=1 rebuilds it)");
    return;
  }
  const step = async (label: string, sql: string) => {
    const t0 = Date.now();
    await client.query(sql);
    log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  await step("emptied", `TRUNCATE "Standing", "ScoreBucket", "ClvBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User" RESTART IDENTITY CASCADE`);
  await step("teams", `INSERT INTO "Team" (league, name, abbreviation, color)
    SELECT l::"League", l || ' Team ' || i, l || i, '#123456' FROM unnest(ARRAY['NFL','NBA','NHL','MLB']) l, generate_series(1, 2) i`);
  await step("users", `INSERT INTO "User" (id, email, username, "usernameKey", "updatedAt")
    SELECT 'sharp' || lpad(i::text, 4, '0'), 's' || i || '@bench.test', 'sharp' || i, 'sharp' || i, now() FROM generate_series(0, ${others}) i`);
  await step("fixtures", `INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine",
      "closingHomeMoneyLine", "closingAwayMoneyLine", "closingLineAt", "homeScore", "awayScore", "winnerSide", provider, "providerEventId",
      "updatedAt", "settledAt", "settledResult")
    SELECT l, s, 'FINAL', t.h, t.a, ${LINE("i")}, ${LINE("(i + 1)")}, ${LINE("(i + 3)")}, ${LINE("(i + 5)")}, s,
      3, 1, 'HOME', 'bench', 'g' || i, now(), s + interval '3 hours', 'HOME'
    FROM generate_series(0, ${fixtures - 1}) i
    CROSS JOIN LATERAL (SELECT (ARRAY['NFL','NBA','NHL','MLB'])[1 + i % 4]::"League" AS l,
      now() - interval '3 hours 5 minutes' - (${fixtures - 1} - i) * (interval '${days} days' / ${fixtures}) AS s) g
    CROSS JOIN LATERAL (SELECT min(id) AS h, max(id) AS a FROM "Team" WHERE league = g.l) t`);
  // The sharp picker picks every game; picker u of the others picks games (13u + 197k) mod fixtures for k < 50.
  await step("picks", `INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "opposingMoneyLine", "oddsAt", "oddsSource",
      state, outcome, points, "createdAt", "settledAt")
    SELECT x.u, f.id, 'HOME', f."homeMoneyLine", money_line_decimal(f."homeMoneyLine"), f."awayMoneyLine", f."startsAt" - interval '1 hour', 'bench',
      'FINAL', (CASE WHEN x.win THEN 'WIN' ELSE 'LOOSE' END)::"Outcome",
      CASE WHEN x.win THEN money_line_decimal(f."homeMoneyLine") ELSE 0 END, f."startsAt" - interval '1 hour', f."settledAt"
    FROM (
      SELECT '${SHARP_PICKER}' AS u, 1 + i AS fixture, i % 3 <> 0 AS win FROM generate_series(0, ${fixtures - 1}) i
      UNION ALL
      SELECT 'sharp' || lpad(u::text, 4, '0'), 1 + (13 * u + 197 * k) % ${fixtures}, (u + k) % 2 = 0
      FROM generate_series(1, ${others}) u CROSS JOIN generate_series(0, ${picksPerOther - 1}) k
    ) x JOIN "Fixture" f ON f.id = x.fixture
    ON CONFLICT DO NOTHING`);
  // The skill columns settlement writes on each pick, by its own SQL.
  const skill = Prisma.sql`UPDATE "Pick" p SET ${skillColumnsOnSettle(Prisma.sql`p."outcome"`)} FROM "Fixture" f WHERE f."id" = p."fixtureId"`;
  await step("skill columns", skill.text);
  await step("vacuum analyze", `VACUUM ANALYZE`);
  await client.query(`INSERT INTO "_bench_dataset" VALUES ('skill', $1, now()) ON CONFLICT (name) DO UPDATE SET version = $1, made_at = now()`, [
    SKILL_DATASET.version,
  ]);
}
