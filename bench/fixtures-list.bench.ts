// GET /api/{sport}/{league}/fixtures on a production build vs a bare node:http + pg server running the same query, 50 connections.
import os from "node:os";
import { freePort } from "../scripts/lib/database-server";
import { benchDatabase, withClient } from "./lib/database";
import { DATASET, ensureFixturesDataset } from "./lib/fixtures-dataset";
import { benchDurations, runLoad } from "./lib/load";
import { startNext, startScript } from "./lib/next-server";
import { target, type BenchResult } from "./lib/types";

const CONNECTIONS = 50;
const round = (n: number) => Math.round(n * 100) / 100;
const PATH = "/api/hockey/nhl/fixtures";
const LOAD_TOOL = "bench/lib/load-worker.ts (Node.js)";

export async function run(): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg().map(round);
  const database = await benchDatabase();
  const stops: (() => void | Promise<void>)[] = [database.stop];
  try {
    const weekGames = await withClient(database.url, async (client) => {
      await ensureFixturesDataset(client, console.log);
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM "Fixture" WHERE league = 'NHL' AND "startsAt" >= date_trunc('week', now()) AND "startsAt" < date_trunc('week', now()) + interval '7 days'`);
      return rows[0].n as number;
    });
    const { warmupMs, durationMs } = benchDurations();

    const barePort = await freePort();
    const bare = await startScript("bench/servers/bare-fixtures.ts", { DATABASE_URL: database.url, PORT: String(barePort) }, `http://127.0.0.1:${barePort}${PATH}`);
    stops.push(bare.stop);
    console.log("Bare node:http + pg ...");
    const bareStats = await runLoad({ url: `http://127.0.0.1:${barePort}${PATH}`, connections: CONNECTIONS, warmupMs, durationMs, serverPid: bare.pid });
    bare.stop();

    // The same build twice: once with the visitors' page cache off (the query on every request, like the
    // bare server), once as deployed (FIXTURES_PUBLIC_CACHE_MS default, 5 s).
    const uncached = await startNext(database.url, { FIXTURES_PUBLIC_CACHE_MS: "0" });
    stops.push(uncached.stop);
    console.log("Next.js production build, page cache off ...");
    const uncachedStats = await runLoad({ url: `${uncached.baseUrl}${PATH}`, connections: CONNECTIONS, warmupMs, durationMs, serverPid: uncached.pid });
    uncached.stop();

    const app = await startNext(database.url);
    stops.push(app.stop);
    console.log("Next.js production build, as deployed ...");
    const appStats = await runLoad({ url: `${app.baseUrl}${PATH}`, connections: CONNECTIONS, warmupMs, durationMs, serverPid: app.pid });
    // The framework's floor on this machine: the smallest route there is (same wrapper, SELECT 1, a 60-byte answer).
    console.log("Next.js production build, GET /api/health (floor) ...");
    const floorStats = await runLoad({ url: `${app.baseUrl}/api/health`, connections: CONNECTIONS, warmupMs, durationMs, serverPid: app.pid });
    app.stop();

    const ratio = bareStats.rps > 0 ? appStats.rps / bareStats.rps : 0;
    return {
      name: "fixtures-list",
      title: `GET ${PATH} (filter=week), ${CONNECTIONS} connections`,
      startedAt,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage },
      setup: {
        fixtures: DATASET.fixtures,
        picks: DATASET.picks,
        "NHL games this week": weekGames,
        connections: CONNECTIONS,
        "load generator": LOAD_TOOL,
        "warmup s": warmupMs / 1000,
        "measured s": durationMs / 1000,
      },
      variants: [
        { label: "bare node:http + pg (same SQL)", stats: bareStats },
        { label: "Next.js route handler, page cache off", stats: uncachedStats },
        { label: "Next.js route handler as deployed (5 s visitors' page cache)", stats: appStats },
        { label: "floor: Next.js GET /api/health on the same server (SELECT 1, 60 bytes)", stats: floorStats },
      ],
      targets: [
        target("throughput vs bare server (as deployed)", ratio, ">=", 0.6),
        target("Next.js p99 latency (ms)", appStats.p99Ms, "<", 50),
        target("errors and non-2xx", appStats.errors + appStats.non2xx + bareStats.errors + bareStats.non2xx, "<", 1),
      ],
      notes: [
        "Anonymous requests (no session): the public list. Visitors share a page cached in process for 5 s (FIXTURES_PUBLIC_CACHE_MS) as its encoded response body, so a hit sends the same bytes without building or serialising anything; signed-in callers are never cached. The response also carries s-maxage=10 for a CDN, which this bench does not use (it calls the origin).",
        `Load generator: ${LOAD_TOOL}, closed loop, keep-alive, one request in flight per connection, in its own process (never in the server's event loop); on a 2-CPU machine it still shares the CPUs with the server.`,
        "Server CPU ms/req is the server process's user + system time over the measured window (warm-up excluded) divided by the requests answered in it: it shows where the time goes even when the machine is busy. The bare server's figure leaves out PostgreSQL's own time; Next.js with the cache on runs the query about once per 5 s.",
        `Little's law: ${CONNECTIONS} connections at a mean latency under 50 ms need more than ${Math.round(CONNECTIONS / 0.05)} req/s, i.e. under ${round(1000 / (CONNECTIONS / 0.05))} ms of server CPU per request on the one Next.js event loop; with the cache on nearly all of that is Next.js's own request handling (routing, Request/Response objects, web streams), not the app's code.`,
        `Floor: the smallest route of the same build answers ${floorStats.rps} req/s at p99 ${floorStats.p99Ms} ms with ${floorStats.serverCpuMsPerRequest ?? "?"} ms of server CPU a request; in a closed loop of ${CONNECTIONS} connections the mean latency is ${CONNECTIONS} / throughput (Little's law), here ${round((CONNECTIONS / Math.max(floorStats.rps, 1e-9)) * 1000)} ms for the floor and ${round((CONNECTIONS / Math.max(appStats.rps, 1e-9)) * 1000)} ms for the fixture list as deployed.`,
        `Page cache off: ${round(uncachedStats.rps / Math.max(bareStats.rps, 1e-9))}x the bare server's throughput (the framework's own cost per request with the same query).`,
        "Pick counts are per-fixture counter slots kept by triggers on \"Pick\" and summed per game on the page (aggregating ~20,000 picks per page cost 30 ms); the data set is made in one statement, so each game has one slot row, as after a fold (docs/adr-pick-rush.md).",
        "The machine is shared (2 CPUs, other builds and tests running): compare variants within one run, not across runs.",
      ],
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
