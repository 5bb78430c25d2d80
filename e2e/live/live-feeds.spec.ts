// A deployer's first day: a fresh production database without the demo seed, the live feed replaying real ESPN
// scoreboards; traffic alone syncs, pickers pick the money line, the spread and the total in Chromium, the game goes
// final, the next sync settles every market.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { productionEnv } from "../../scripts/lib/production-env";
import { liveReplay, PICKED_EVENT, type LiveReplay } from "../../tests/support/live-replay";
import { signInAsNewPicker } from "../sign-in";
import { expectNoAxeViolations, sqlOn } from "../support";

test.describe.configure({ mode: "serial" });
// Two traffic-triggered syncs are SYNC_INTERVAL (its minimum, 30 s) apart.
test.setTimeout(180_000);

let replay: LiveReplay;
let app: { baseUrl: string; process: ChildProcess };
let databaseUrl: string;

const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => sqlOn<T>(databaseUrl, text, values);

/** An empty database of its own on the end-to-end server, as a managed PostgreSQL hands it over. */
async function emptyDatabase(name: string): Promise<string> {
  const admin = new URL(process.env.E2E_DATABASE_URL!);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `npm start` as a deployer runs it (the settings check, migrations, no demo seed with SEED_DEMO=false, `next start`),
 * on the build the journeys just used. Next's data cache on disk goes first: it was filled from the demo database.
 */
async function npmStart(environment: NodeJS.ProcessEnv): Promise<typeof app> {
  fs.rmSync(path.join(process.cwd(), ".next", "cache", "fetch-cache"), { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/start.ts"], {
    env: { ...environment, PICKLINE_ISR_FLUSH_TO_DISK: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = environment.SITE_URL!;
  await expect
    .poll(async () => {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      return fetch(`${baseUrl}/api/health`).then((response) => response.status, () => 0);
    }, { timeout: 90_000 })
    .toBe(200);
  return { baseUrl, process: child };
}

test.beforeAll(async () => {
  databaseUrl = await emptyDatabase("pickline_live");
  replay = await liveReplay();
  replay.fail("NBA");
  const env = await productionEnv(databaseUrl, {
    FEED_PROVIDER: "live",
    ESPN_BASE_URL: replay.espnBaseUrl,
    SEED_DEMO: "false",
    SYNC_ON_TRAFFIC: "true",
    SYNC_INTERVAL: "30s",
  });
  app = await npmStart(env);
});

test.afterAll(async () => {
  app?.process.kill("SIGTERM");
  await replay?.close();
});

test("npm start on an empty database migrates it, with the reference teams and nothing else", async () => {
  const [teams] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "Team"`);
  expect(teams.n).toBe(124);
  expect(await sql(`SELECT 1 FROM "User"`)).toHaveLength(0);
});

test("real games appear with lines from traffic alone, a pick is settled by the next sync, points reach the leaderboard", async ({ page, context }) => {
  // Nothing here calls a sync: the first requests (the start-up health probe is one) found none and started one.
  const board = `${app.baseUrl}/football/nfl?filter=all`;
  await page.goto(board);
  // The first sync is over once it recorded its success (leagues go one after another, NBA's retries included).
  await expect
    .poll(async () => (await sql(`SELECT 1 FROM "SyncState" WHERE "succeededAt" IS NOT NULL`)).length, { timeout: 60_000 })
    .toBe(1);
  const [game] = await sql<{ id: number; home: number | null; away: number | null }>(
    `SELECT id, "homeMoneyLine" AS home, "awayMoneyLine" AS away FROM "Fixture" WHERE "providerEventId" = $1`,
    [PICKED_EVENT],
  );
  // The Chiefs were favoured: the Chargers (home) at +145 pay 2.45 points.
  expect(game).toMatchObject({ home: 145, away: -170 });

  // One league's provider is down the whole time: it was tried and retried, the others were written.
  const leagues = await sql<{ league: string; n: number }>(`SELECT league::text, count(*)::int AS n FROM "Fixture" GROUP BY league`);
  const count = Object.fromEntries(leagues.map((row) => [row.league, row.n]));
  expect(count.NBA ?? 0).toBe(0);
  expect(count.NFL).toBe(16);
  expect(count.NHL).toBeGreaterThan(0);
  expect(count.MLB).toBeGreaterThan(0);
  expect(replay.hits(replay.scoreboardPath("NBA"))).toBeGreaterThanOrEqual(3);

  /** A verified picker of the new site, signed in on this page (replacing whoever was). */
  async function signIn(prefix: string) {
    await context.clearCookies();
    return signInAsNewPicker(context, { prefix }, { query: sql });
  }
  const { id, username } = await signIn("bolt");

  await page.goto(board);
  const row = page.locator(`article[data-fixture-id="${game.id}"]`);
  await expect(row).toContainText("-170");
  await expect(row).toContainText("+145");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: "Pick Los Angeles Chargers" }).click();
  await expect(row.getByText("Your pick")).toBeVisible();
  await expect.poll(async () => (await sql(`SELECT 1 FROM "Pick" WHERE "userId" = $1`, [id])).length).toBe(1);

  // The recording's spread and total (ESPN's pointSpread and total blocks): Chargers +3.5 at -125, 46.5 at -110 a side.
  const [lines] = await sql(
    `SELECT "homeSpread"::float8 AS "homeSpread", "homeSpreadPrice", "awaySpreadPrice", "totalPoints"::float8 AS "totalPoints", "overPrice", "underPrice"
     FROM "Fixture" WHERE id = $1`,
    [game.id],
  );
  expect(lines).toEqual({ homeSpread: 3.5, homeSpreadPrice: -125, awaySpreadPrice: 102, totalPoints: 46.5, overPrice: -110, underPrice: -110 });
  // Two more pickers take the other markets of the same game, each in one tap.
  const spreader = await signIn("cover");
  await page.goto(board);
  await row.getByRole("button", { name: "+3.5 -125: pick the spread for Los Angeles Chargers" }).click();
  await expect(row.getByRole("group", { name: "Spread" }).getByText("Your pick")).toBeVisible();
  await expect.poll(async () => (await sql(`SELECT 1 FROM "Pick" WHERE "userId" = $1`, [spreader.id])).length).toBe(1);
  const totaller = await signIn("over");
  await page.goto(board);
  await row.getByRole("button", { name: "O 46.5 -110: pick the over" }).click();
  await expect(row.getByRole("group", { name: "Total" }).getByText("Your pick")).toBeVisible();
  // "Your pick" shows as the tap lands (optimistically); the rows are read once the server has stored them.
  await expect
    .poll(() =>
      sql(
        `SELECT "userId", market::text, side::text, point::float8 AS point, "moneyLine" FROM "Pick" WHERE "fixtureId" = $1 AND "userId" = ANY($2) ORDER BY market`,
        [game.id, [spreader.id, totaller.id]],
      ),
    )
    .toEqual([
      { userId: spreader.id, market: "SPREAD", side: "HOME", point: 3.5, moneyLine: -125 },
      { userId: totaller.id, market: "TOTAL", side: "OVER", point: 46.5, moneyLine: -110 },
    ]);

  // The replay moves the game to final; only visits follow, and the first one past SYNC_INTERVAL syncs and settles.
  replay.finish();
  await expect
    .poll(
      async () => {
        await page.goto(board);
        const [pick] = await sql<{ state: string; outcome: string | null }>(`SELECT state::text, outcome::text FROM "Pick" WHERE "userId" = $1`, [id]);
        return pick;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toEqual({ state: "FINAL", outcome: "WIN" });

  // The final 27-21 to the Chargers: +3.5 covers and 48 points go over 46.5; each win earns its decimal price.
  const settled = await sql(
    `SELECT "userId", outcome::text, points::text FROM "Pick" WHERE "userId" = ANY($1) ORDER BY market`,
    [[spreader.id, totaller.id]],
  );
  expect(settled).toEqual([
    { userId: spreader.id, outcome: "WIN", points: "1.8000" },
    { userId: totaller.id, outcome: "WIN", points: "1.9091" },
  ]);

  await page.goto(`${app.baseUrl}/leaderboard`);
  const leader = page.getByRole("listitem").filter({ hasText: username });
  await expect(leader).toContainText("2.45 pts.");
  await expect(page.getByRole("listitem").filter({ hasText: spreader.username })).toContainText("1.80 pts.");
  await expect(page.getByRole("listitem").filter({ hasText: totaller.username })).toContainText("1.91 pts.");
  await expectNoAxeViolations(page);
  await page.goto(`${app.baseUrl}/picker/${totaller.username}/picks`);
  await expect(page.getByText("Over 46.5").first()).toBeVisible();

  const stats = await (await page.request.get(`${app.baseUrl}/api/picker/${id}/stats`)).json();
  expect(stats.payload).toMatchObject({ totalPicksCount: 1, pendingPicksCount: 0 });
  expect(Number(stats.payload.score)).toBeCloseTo(2.45, 4);
  // The profile's Statistics tab shows the score as the product does, times 1034 (2.45 × 1034 = 2533.30).
  await page.goto(`${app.baseUrl}/picker/${username}`);
  const score = page.locator("dl div").filter({ has: page.getByText("Score", { exact: true }) });
  await expect(score.locator("dd")).toHaveText("2533.30 pts.");
  await expect(page.locator("dl div").filter({ has: page.getByText("Total picks") }).locator("dd")).toHaveText("1");
});
