// A deployer's first day: a fresh production database without the demo seed, the live feed replaying real ESPN
// scoreboards; traffic alone syncs, a picker picks in Chromium, the game goes final, the next sync settles it.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { migrate } from "../../scripts/lib/migrator";
import { productionEnv, startApp, type RunningApp } from "../../scripts/lib/production-app";
import { liveReplay, PICKED_EVENT, type LiveReplay } from "../../tests/support/live-replay";
import { expectNoAxeViolations } from "../support";

test.describe.configure({ mode: "serial" });
// Two traffic-triggered syncs are SYNC_INTERVAL (its minimum, 30 s) apart.
test.setTimeout(180_000);

let replay: LiveReplay;
let app: RunningApp;
let databaseUrl: string;

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A database of its own on the end-to-end server, migrated and nothing else: what `npm run db:migrate` leaves. */
async function freshProductionDatabase(name: string): Promise<string> {
  const admin = new URL(process.env.E2E_DATABASE_URL!);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return url.toString();
}

test.beforeAll(async () => {
  databaseUrl = await freshProductionDatabase("pickline_live");
  replay = await liveReplay();
  replay.fail("NBA");
  const env = await productionEnv(databaseUrl, {
    FEED_PROVIDER: "live",
    ESPN_BASE_URL: replay.espnBaseUrl,
    SEED_DEMO: "false",
    SYNC_ON_TRAFFIC: "true",
    SYNC_INTERVAL: "30s",
  });
  app = await startApp(env, { quiet: true });
});

test.afterAll(async () => {
  app?.stop();
  await replay?.close();
});

test("real games appear with lines from traffic alone, a pick is settled by the next sync, points reach the leaderboard", async ({ page, context }) => {
  expect(await sql(`SELECT 1 FROM "Fixture"`)).toHaveLength(0);
  expect(await sql(`SELECT 1 FROM "User"`)).toHaveLength(0);

  // A visitor's first request finds no successful sync and starts one after its response.
  const board = `${app.baseUrl}/football/nfl?filter=all`;
  await page.goto(board);
  await expect
    .poll(async () => (await sql(`SELECT 1 FROM "Fixture" WHERE "providerEventId" = $1`, [PICKED_EVENT])).length, { timeout: 60_000 })
    .toBe(1);
  const [game] = await sql<{ id: number; home: number | null; away: number | null }>(
    `SELECT id, "homeMoneyLine" AS home, "awayMoneyLine" AS away FROM "Fixture" WHERE "providerEventId" = $1`,
    [PICKED_EVENT],
  );
  expect(game).toMatchObject({ home: -170, away: 145 });

  // One league's provider is down the whole time: it was tried and retried, the others were written.
  const leagues = await sql<{ league: string; n: number }>(`SELECT league::text, count(*)::int AS n FROM "Fixture" GROUP BY league`);
  const count = Object.fromEntries(leagues.map((row) => [row.league, row.n]));
  expect(count.NBA ?? 0).toBe(0);
  expect(count.NFL).toBe(16);
  expect(count.NHL).toBeGreaterThan(0);
  expect(count.MLB).toBeGreaterThan(0);
  expect(replay.hits(replay.scoreboardPath("NBA"))).toBeGreaterThanOrEqual(3);

  const id = `live${crypto.randomBytes(8).toString("hex")}`;
  const username = `bolt${crypto.randomBytes(3).toString("hex")}`;
  await sql(
    `INSERT INTO "User" (id, email, "emailVerified", username, "usernameKey", "updatedAt") VALUES ($1, $2, now(), $3, $3, now())`,
    [id, `${id}@e2e.test`, username],
  );
  const token = crypto.randomBytes(24).toString("hex");
  await sql(`INSERT INTO "Session" ("sessionToken", "userId", expires, "updatedAt") VALUES ($1, $2, now() + interval '1 day', now())`, [token, id]);
  await context.addCookies([{ name: "authjs.session-token", value: token, domain: "127.0.0.1", path: "/" }]);

  await page.goto(board);
  const row = page.locator(`article[data-fixture-id="${game.id}"]`);
  await expect(row).toContainText("-170");
  await expect(row).toContainText("+145");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: "Pick Los Angeles Chargers" }).click();
  await expect(row.getByText("Your pick")).toBeVisible();
  await expect.poll(async () => (await sql(`SELECT 1 FROM "Pick" WHERE "userId" = $1`, [id])).length).toBe(1);

  // The replay moves the game to final; only visits follow, and the first one past SYNC_INTERVAL syncs and settles.
  replay.finish();
  await expect
    .poll(
      async () => {
        await page.goto(board);
        const [pick] = await sql<{ state: string; outcome: string | null }>(`SELECT state::text, outcome::text FROM "Pick" WHERE "userId" = $1`, [id]);
        return pick;
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toEqual({ state: "FINAL", outcome: "WIN" });

  await page.goto(`${app.baseUrl}/leaderboard`);
  const leader = page.getByRole("listitem").filter({ hasText: username });
  await expect(leader).toContainText("1.59 pts.");
  await expectNoAxeViolations(page);

  const stats = await (await page.request.get(`${app.baseUrl}/api/picker/${id}/stats`)).json();
  expect(stats.payload).toMatchObject({ totalPicksCount: 1, pendingPicksCount: 0 });
  expect(Number(stats.payload.score)).toBeCloseTo(1.5882, 4);
  // The profile's Statistics tab shows the score as the product does, times 1034 (1.5882 × 1034 = 1642.20).
  await page.goto(`${app.baseUrl}/picker/${username}`);
  const score = page.locator("dl div").filter({ has: page.getByText("Score", { exact: true }) });
  await expect(score.locator("dd")).toHaveText("1642.20 pts.");
  await expect(page.locator("dl div").filter({ has: page.getByText("Total picks") }).locator("dd")).toHaveText("1");
});
