// What one view costs in a production build, the inputs of docs/scaling.md: views/s at 8 clients, the server's CPU per
// view, and PostgreSQL's statements and execution time per view on each server, for the main public pages (as a
// signed-out visitor's browser asks for them) and a pick. Then the same pages with DATABASE_URL_REPLICA set, in the
// same run: the share of their database work that left the primary.
import os from "node:os";
import pg from "pg";
import { dailyPickPath } from "../lib/domain/daily-pick-text";
import { freshSeededDatabases } from "../scripts/lib/production-app";
import { withClient } from "./lib/database";
import { benchDurations, runLoad, type PickSequence } from "./lib/load";
import { startNext } from "./lib/next-server";
import { target, type BenchResult, type LoadStats } from "./lib/types";

const CLIENTS = 8;
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip" };
const PICKERS = 20_000;
const TOKEN_PREFIX = "cost-";
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** Statements and execution time PostgreSQL counted per database since the last reset (pg_stat_statements). */
type DbWork = Record<string, { calls: number; ms: number }>;

async function readWork(admin: pg.Client, databases: string[]): Promise<DbWork> {
  const { rows } = await admin.query<{ datname: string; calls: string; ms: number }>(
    `SELECT d.datname, coalesce(sum(s.calls), 0)::text AS calls, coalesce(sum(s.total_exec_time), 0)::float8 AS ms
     FROM pg_database d LEFT JOIN pg_stat_statements s ON s.dbid = d.oid WHERE d.datname = ANY($1) GROUP BY d.datname`,
    [databases],
  );
  return Object.fromEntries(rows.map((row) => [row.datname, { calls: Number(row.calls), ms: row.ms }]));
}

/** The public pages measured, found in the seeded world. */
async function publicPages(url: string): Promise<Record<string, string>> {
  return withClient(url, async (client) => {
    const pick = (await client.query(`SELECT id FROM "Fixture" WHERE league = 'NFL' AND report IS NOT NULL AND "reportPublishedAt" <= now() ORDER BY "startsAt" DESC, id DESC LIMIT 1`)).rows[0] as { id: number } | undefined;
    const picker = (await client.query(`SELECT u.username FROM "User" u JOIN "Standing" s ON s."userId" = u.id WHERE u.username IS NOT NULL AND NOT u.private ORDER BY s.points DESC LIMIT 1`)).rows[0] as { username: string } | undefined;
    if (!pick || !picker) throw new Error("the seed has no published NFL report or no public picker");
    return {
      landing: "/",
      "daily pick": dailyPickPath({ league: "nfl", id: pick.id }),
      "league board": "/football/nfl",
      leaderboard: "/leaderboard",
      profile: `/picker/${picker.username}`,
    };
  });
}

/** Verified pickers with bearer sessions cost-<n>, and the open NFL games with a line they pick. */
async function pickers(url: string): Promise<PickSequence> {
  return withClient(url, async (client) => {
    await client.query(`
      INSERT INTO "User" (id, email, "emailVerified", username, "usernameKey", "updatedAt")
      SELECT 'cost-' || n, 'cost' || n || '@bench.test', now(), 'cost' || n, 'cost' || n, now() FROM generate_series(0, $1::int - 1) n`, [PICKERS]);
    await client.query(`
      INSERT INTO "Session" ("sessionToken", "userId", expires, "updatedAt")
      SELECT $2 || n, 'cost-' || n, now() + interval '1 day', now() FROM generate_series(0, $1::int - 1) n`, [PICKERS, TOKEN_PREFIX]);
    const { rows } = await client.query<{ id: number }>(
      `SELECT id FROM "Fixture" WHERE league = 'NFL' AND "startsAt" > now() + interval '1 hour' AND "homeMoneyLine" IS NOT NULL AND "awayMoneyLine" IS NOT NULL ORDER BY id`,
    );
    if (rows.length === 0) throw new Error("the seed has no open NFL game with a line");
    return { tokenPrefix: TOKEN_PREFIX, fixtureIds: rows.map((row) => row.id), pickers: PICKERS };
  });
}

type Row = { label: string; stats: LoadStats; work: DbWork };

export async function run(): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg().map((n) => round(n));
  const durations = benchDurations();
  // Two copies of one seeded world: the primary, and a stand-in replica holding the same rows. The routing and the
  // per-view costs are what is measured here; that the replica follows the primary is the integration tests' job.
  const { urls, stop } = await freshSeededDatabases("pickline_bench_costs", {
    dataDir: ".data/bench-costs-postgres",
    seed: "bench",
    copies: 2,
    settings: { shared_preload_libraries: "pg_stat_statements", "pg_stat_statements.track": "all" },
  });
  const [primaryUrl, replicaUrl] = urls;
  const names = urls.map((url) => new URL(url).pathname.slice(1));
  const adminUrl = new URL(primaryUrl);
  adminUrl.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  let stopApp = () => {};
  try {
    await admin.query(`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
    const pages = await publicPages(primaryUrl);
    const picks = await pickers(primaryUrl);

    /** One closed-loop window on the running app, with the database work done inside it. */
    async function measure(label: string, pid: number | undefined, options: { url: string; headers?: Record<string, string>; picks?: PickSequence }): Promise<Row> {
      await admin.query(`SELECT pg_stat_statements_reset()`);
      const stats = await runLoad({ mode: "closed", connections: CLIENTS, ...durations, ...options }, pid);
      const work = await readWork(admin, names);
      return { label, stats, work };
    }

    const rows: Row[] = [];
    for (const replica of [false, true]) {
      const app = await startNext(primaryUrl, replica ? { DATABASE_URL_REPLICA: replicaUrl } : {});
      stopApp = app.stop;
      for (const [label, path] of Object.entries(pages)) {
        await fetch(`${app.baseUrl}${path}`, { headers: BROWSER });
        rows.push(await measure(`${label}${replica ? ", with replica" : ""}`, app.pid, { url: `${app.baseUrl}${path}`, headers: BROWSER }));
      }
      if (!replica) rows.push(await measure("pick (POST /api/football/nfl/pick)", app.pid, { url: `${app.baseUrl}/api/football/nfl/pick`, picks }));
      app.stop();
      stopApp = () => {};
    }

    // The counters are reset before the warm-up, so per-view figures divide by every request the generator completed.
    const perView = (row: Row, database: string) => {
      const views = row.stats.totalRequests ?? row.stats.requests;
      return { calls: round(row.work[database].calls / views), ms: round(row.work[database].ms / views, 3) };
    };
    const [primary, replica] = names;
    const byPage = Object.keys(pages).map((label) => {
      const alone = rows.find((row) => row.label === label)!;
      const split = rows.find((row) => row.label === `${label}, with replica`)!;
      return { label, alone, split };
    });
    const primaryMs = (row: Row) => perView(row, primary).ms;
    const totalPrimaryAlone = byPage.reduce((sum, page) => sum + primaryMs(page.alone), 0);
    const totalPrimarySplit = byPage.reduce((sum, page) => sum + primaryMs(page.split), 0);
    return {
      name: "view-costs",
      title: "Per-view costs of the public pages and a pick, and the primary's share of them with a read replica",
      startedAt,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage },
      setup: {
        clients: CLIENTS,
        "warm-up s": durations.warmupMs / 1000,
        "measured s": durations.durationMs / 1000,
        "request headers": "Accept: text/html (a signed-out browser's document request); the pick: a bearer picker's POST",
        "load average at the end": os.loadavg().map((n) => round(n)).join(", "),
      },
      variants: rows.map((row) => ({ label: row.label, stats: row.stats })),
      tables: [
        {
          columns: ["view", "views/s", "p50 ms", "server CPU ms/view", "primary statements/view", "primary DB ms/view", "replica statements/view", "replica DB ms/view"],
          rows: rows.map((row) => [
            row.label,
            row.stats.rps,
            row.stats.p50Ms,
            row.stats.serverCpuMsPerRequest ?? "",
            perView(row, primary).calls,
            perView(row, primary).ms,
            perView(row, replica).calls,
            perView(row, replica).ms,
          ]),
        },
      ],
      targets: [
        ...rows.map((row) => target(`${row.label}: failed requests`, row.stats.errors, "<=", 0)),
        // The public pages' database time left on the primary once a replica is set, over the time without one: about
        // 1 when nothing is routed. The profile's per-market records and skill figures still read the primary.
        target("public pages: primary DB ms per view with a replica / without", totalPrimaryAlone > 0 ? totalPrimarySplit / totalPrimaryAlone : 1, "<=", 0.8),
      ],
      notes: [
        "Closed loop: each client sends its next request when the previous answer is complete, so views/s is what one `next start` process serves on this machine, alongside the load generator and PostgreSQL.",
        "Database figures are pg_stat_statements' calls and execution time (planning and network excluded) per completed request, warm-up included, on each database.",
        "With the replica set, the pages' remaining primary statements are reads the public use cases do not route yet (hidden-pick checks, the profile's per-market records and skill figures).",
      ],
    };
  } finally {
    stopApp();
    await admin.end();
    await stop();
  }
}
