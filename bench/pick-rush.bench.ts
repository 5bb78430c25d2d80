// POST /api/{sport}/{league}/pick with every picker on one game against the same load spread over many games, over HTTP and as plain inserts; spread-market picks against money-line ones.
import os from "node:os";
import type pg from "pg";
import { benchDatabase, withClient } from "./lib/database";
import { runInsertLoad } from "./lib/insert-load";
import { benchDurations, runLoad } from "./lib/load";
import { startNext } from "./lib/next-server";
import { prepareRushDataset, RUSH } from "./lib/rush-dataset";
import { target, type BenchResult, type LoadStats, type Variant } from "./lib/types";

const CONCURRENCY = [16, 64] as const;
const PATH = "/api/football/nfl/pick";
const round = (n: number) => Math.round(n * 100) / 100;

/** Fixtures whose stored NORMAL pick counts (each side's, and those counted apart as hidden) differ from a recount of the picks. */
async function countMismatches(client: pg.Client): Promise<number> {
  const { rows } = await client.query(`
    SELECT count(*)::int AS n FROM "Fixture" f
    LEFT JOIN (SELECT "fixtureId", sum(home)::int AS home, sum(away)::int AS away, sum("hiddenHome")::int AS "hiddenHome", sum("hiddenAway")::int AS "hiddenAway"
               FROM "FixturePickCount" GROUP BY "fixtureId") c ON c."fixtureId" = f.id
    LEFT JOIN (SELECT "fixtureId", count(*) FILTER (WHERE side = 'HOME' AND NOT "countedHidden")::int AS home,
                      count(*) FILTER (WHERE side = 'AWAY' AND NOT "countedHidden")::int AS away,
                      count(*) FILTER (WHERE side = 'HOME' AND "countedHidden")::int AS "hiddenHome",
                      count(*) FILTER (WHERE side = 'AWAY' AND "countedHidden")::int AS "hiddenAway"
               FROM "Pick" WHERE kind = 'NORMAL' GROUP BY "fixtureId") r ON r."fixtureId" = f.id
    WHERE coalesce(c.home, 0) <> coalesce(r.home, 0) OR coalesce(c.away, 0) <> coalesce(r.away, 0)
       OR coalesce(c."hiddenHome", 0) <> coalesce(r."hiddenHome", 0) OR coalesce(c."hiddenAway", 0) <> coalesce(r."hiddenAway", 0)`);
  return rows[0].n as number;
}

/** Folds every game's slots (as the sync runs do, in batches of 50) and returns the slot rows left beyond one a game. */
async function foldAll(client: pg.Client): Promise<number> {
  while ((await client.query(`SELECT "fixture_pick_counts_fold"(50) AS n`)).rows[0].n > 0);
  const { rows } = await client.query(`SELECT (count(*) - count(DISTINCT "fixtureId"))::int AS n FROM "FixturePickCount"`);
  return rows[0].n as number;
}

/** Counter slot rows of one game: how many of the pool's connections its picks were counted on. */
async function slotsOf(url: string, fixtureId: number): Promise<number> {
  return withClient(url, async (client) => (await client.query(`SELECT count(*)::int AS n FROM "FixturePickCount" WHERE "fixtureId" = $1`, [fixtureId])).rows[0].n as number);
}

/** Counter slot rows of the busiest game: how many slots the rush spread its counts over. */
async function busiestSlots(client: pg.Client): Promise<number> {
  const { rows } = await client.query(`SELECT coalesce(max(n), 0)::int AS n FROM (SELECT count(*) AS n FROM "FixturePickCount" GROUP BY "fixtureId") s`);
  return rows[0].n as number;
}

type Pair = { clients: number; hot: LoadStats; spread: LoadStats };

function pairRows(level: string, pairs: Pair[]): (string | number)[][] {
  return pairs.map(({ clients, hot, spread }) => [level, clients, spread.rps, hot.rps, round(hot.rps / Math.max(spread.rps, 1e-9)), spread.p99Ms, hot.p99Ms]);
}

export async function run(): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg().map(round);
  const database = await benchDatabase("pickline_rush");
  const stops: (() => void | Promise<void>)[] = [database.stop];
  try {
    // Four groups a concurrency level, and one more for the spread-market run.
    const groups = await withClient(database.url, (client) => prepareRushDataset(client, CONCURRENCY.length * 4 + 1));
    const { warmupMs, durationMs } = benchDurations();
    const variants: Variant[] = [];
    const next = () => groups.shift() as number[];

    const inserts: Pair[] = [];
    for (const clients of CONCURRENCY) {
      const load = (fixtureIds: number[]) => runInsertLoad({ url: database.url, connections: clients, warmupMs, durationMs, fixtureIds, pickers: RUSH.pickers });
      console.log(`Plain inserts, ${clients} connections: spread, then one game ...`);
      const spread = await load(next());
      const hot = await load(next().slice(0, 1));
      inserts.push({ clients, hot, spread });
      variants.push({ label: `database: ${clients} connections, spread over ${RUSH.gamesPerGroup} games`, stats: spread });
      variants.push({ label: `database: ${clients} connections, one game`, stats: hot });
    }

    const app = await startNext(database.url);
    stops.push(app.stop);
    // The floor of any route on this machine: the same production server answering a handler that sends one SELECT 1.
    console.log(`GET /api/health, ${CONCURRENCY[0]} clients at once (reference) ...`);
    const floor = await runLoad({ mode: "closed", url: `${app.baseUrl}/api/health`, connections: CONCURRENCY[0], warmupMs, durationMs }, app.pid);
    variants.push({ label: `reference: GET /api/health (one SELECT 1), ${CONCURRENCY[0]} clients`, stats: floor });
    const routes: Pair[] = [];
    const hotSlots: number[] = [];
    let spreadMarket: LoadStats | null = null;
    for (const clients of CONCURRENCY) {
      const load = (fixtureIds: number[], spreadHomePoint?: number) =>
        runLoad({ mode: "closed", url: `${app.baseUrl}${PATH}`, connections: clients, warmupMs, durationMs,
          picks: { tokenPrefix: RUSH.tokenPrefix, fixtureIds, pickers: RUSH.pickers, spreadHomePoint } }, app.pid);
      console.log(`POST ${PATH}, ${clients} pickers at once: spread, then one game ...`);
      const spread = await load(next());
      if (clients === CONCURRENCY[0]) {
        // Right after the money-line run on as many games, so the two meet the machine in the same state.
        console.log(`POST ${PATH}, ${clients} pickers at once: spread-market picks over ${RUSH.gamesPerGroup} games ...`);
        spreadMarket = await load(next(), RUSH.spreadHomePoint);
        variants.push({ label: `route: ${clients} pickers, spread-market picks over ${RUSH.gamesPerGroup} games`, stats: spreadMarket });
      }
      const game = next()[0];
      const hot = await load([game]);
      hotSlots.push(await slotsOf(database.url, game));
      routes.push({ clients, hot, spread });
      variants.push({ label: `route: ${clients} pickers, spread over ${RUSH.gamesPerGroup} games`, stats: spread });
      variants.push({ label: `route: ${clients} pickers, one game`, stats: hot });
    }
    app.stop();

    const { mismatches, slots, afterFold, leftOver } = await withClient(database.url, async (client) => ({
      mismatches: await countMismatches(client),
      slots: await busiestSlots(client),
      leftOver: await foldAll(client),
      afterFold: await countMismatches(client),
    }));
    const failures =
      routes.reduce((sum, { hot, spread }) => sum + hot.errors + hot.non2xx + spread.errors + spread.non2xx, 0) +
      (spreadMarket ? spreadMarket.errors + spreadMarket.non2xx : 0);
    const marketRatio = spreadMarket ? spreadMarket.rps / Math.max(routes[0].spread.rps, 1e-9) : 0;
    return {
      name: "pick-rush",
      title: `POST ${PATH}: one game for everyone vs the same load over ${RUSH.gamesPerGroup} games`,
      startedAt,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage },
      setup: {
        "verified pickers": RUSH.pickers,
        "games per spread run": RUSH.gamesPerGroup,
        "concurrent pickers": CONCURRENCY.join(" and "),
        "warmup s": warmupMs / 1000,
        "measured s": durationMs / 1000,
        "load average at the end": os.loadavg().map(round).join(", "),
        "counter slot rows of the busiest game before the fold": slots,
        "counter slot rows of the one game, route runs": hotSlots.join(" and "),
      },
      variants,
      tables: [{ columns: ["level", "clients", "spread picks/s", "one game picks/s", "one game / spread", "spread p99 ms", "one game p99 ms"], rows: [...pairRows("database", inserts), ...pairRows("route", routes)] }],
      targets: [
        ...routes.map(({ clients, hot, spread }) => target(`route, ${clients} pickers: one game / spread throughput`, hot.rps / Math.max(spread.rps, 1e-9), ">=", 0.8)),
        target("route, 16 pickers on one game: p99 ms", routes[0].hot.p99Ms, "<", 100),
        target(`route, ${CONCURRENCY[0]} pickers over ${RUSH.gamesPerGroup} games: spread-market / money-line picks/s`, marketRatio, ">=", 0.9),
        target("route: errors and non-2xx answers (no picker picks twice)", failures, "<", 1),
        ...inserts.map(({ clients, hot, spread }) => target(`database, ${clients} connections: one game / spread throughput`, hot.rps / Math.max(spread.rps, 1e-9), ">=", 0.8)),
        target("fixtures whose counts differ from a recount afterwards", mismatches, "<", 1),
        target("after folding every game's slots: counts differing from a recount, plus slot rows beyond one a game", afterFold + leftOver, "<", 1),
      ],
      notes: [
        `The floor of a route on this server: GET /api/health (the same handler wrapper, one SELECT 1) answered ${floor.rps} requests/s at ${CONCURRENCY[0]} clients, p50 ${floor.p50Ms} ms, p99 ${floor.p99Ms} ms, ${floor.serverCpuMsPerRequest ?? "?"} ms of server CPU a request; the pick on one game: p50 ${routes[0].hot.p50Ms} ms, p99 ${routes[0].hot.p99Ms} ms, ${routes[0].hot.serverCpuMsPerRequest ?? "?"} ms.`,
        `The load generator's own CPU a request (its process): ${routes.map(({ clients, hot }) => `${hot.generatorCpuMsPerRequest ?? "?"} ms at ${clients}`).join(", ")} on one game, so it is not what queues the requests.`,
        `Spread-market picks, same run: ${spreadMarket?.rps ?? "?"} picks/s at ${CONCURRENCY[0]} pickers over ${RUSH.gamesPerGroup} games (p99 ${spreadMarket?.p99Ms ?? "?"} ms, ${spreadMarket?.serverCpuMsPerRequest ?? "?"} ms of server CPU a pick) against ${routes[0].spread.rps} money-line picks/s on as many games just before (p99 ${routes[0].spread.p99Ms} ms): ${round(marketRatio)}x. Each spread pick names its point (home ${RUSH.spreadHomePoint}, away ${-RUSH.spreadHomePoint}), which the same INSERT checks against the current line.`,
        "Each request is a new verified picker (a session made in the database, sent as a bearer token), so no pick meets the one-pick-per-game rule and every answer should be 200; each run has its own games.",
        "Database level: the same picks as plain autocommitted INSERTs from N pg connections in the bench process (no HTTP, session lookup or clock guard), so the route's own overhead shows against it.",
        "Route level: one production server (next build, next start) with its default pool of DATABASE_POOL_SIZE=10 connections, load from bench/lib/load-worker.ts in its own process, closed loop.",
        `Little's law: ${CONCURRENCY[0]} pickers in a closed loop at a mean latency under 100 ms need more than ${CONCURRENCY[0] * 10} picks/s; the route answered ${routes[0].hot.rps} picks/s on one game with ${routes[0].hot.serverCpuMsPerRequest ?? "?"} ms of server CPU a pick (Next.js process only; PostgreSQL and the load generator share the same 2 CPUs).`,
        "The machine is shared (2 CPUs, other engineers' builds and tests): compare variants within one run; the load averages at the start and end are recorded above.",
      ],
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
