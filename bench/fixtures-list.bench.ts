// GET /api/{sport}/{league}/fixtures under open-loop load at 25/50/75% of the framework floor's capacity: as deployed, page cache off, a bare node:http + pg server, and the floor itself.
import os from "node:os";
import { freePort } from "../scripts/lib/database-server";
import { benchDatabase, withClient } from "./lib/database";
import { DATASET, ensureFixturesDataset } from "./lib/fixtures-dataset";
import { benchDurations, cpuMs, runLoad } from "./lib/load";
import { type Arrivals } from "./lib/open-loop";
import { startNext, startScript } from "./lib/next-server";
import { openLoopNotes, openLoopTable, type Run } from "./lib/open-loop-report";
import { target, type BenchResult } from "./lib/types";

const PATH = "/api/hockey/nhl/fixtures";
/** The same schedule with a spread and a total on every game (fixtures-dataset.ts). */
const MARKETS_PATH = "/api/basketball/nba/fixtures";
/** Alternating rounds of the money-line list and the three-market list, at one rate. */
const MARKET_ROUNDS = 3;
const RATES = [0.25, 0.5, 0.75];
/** Enough that the pool never holds a due request back at these rates (rate x latency stays far below it). */
const SOCKETS = 64;
/** The closed loop that finds the floor's capacity: enough connections that the server, not the round trips, is the limit. */
const CAPACITY_CONNECTIONS = 32;
/** Each run lasts long enough for this many requests: p99 is then the 4th-worst, and CPU per request is not one GC pause or cache refresh. */
const MIN_REQUESTS = 400;
const ARRIVALS: Arrivals = process.env.BENCH_ARRIVALS === "constant" ? "constant" : "poisson";
const round = (n: number) => Math.round(n * 100) / 100;
const load1 = () => round(os.loadavg()[0]);

/** Each server's CPU ms per second with no requests (timers, GC): a fixed cost that would otherwise hide in every low-rate CPU-per-request figure. */
async function idleCpu(pids: (number | undefined)[], ms = 5_000): Promise<string> {
  const before = pids.map(cpuMs);
  await new Promise((resolve) => setTimeout(resolve, ms));
  const perSecond = pids.map((pid, i) => {
    const [after, start] = [cpuMs(pid), before[i]];
    return after === null || start === null ? "?" : round(((after - start) / ms) * 1000);
  });
  return perSecond.join(" / ");
}

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

    // The same build twice: as deployed (FIXTURES_PUBLIC_CACHE_MS default, 5 s) and with the visitors' page cache off.
    const app = await startNext(database.url);
    stops.push(app.stop);
    const uncached = await startNext(database.url, { FIXTURES_PUBLIC_CACHE_MS: "0" });
    stops.push(uncached.stop);
    const barePort = await freePort();
    const bareUrl = `http://127.0.0.1:${barePort}${PATH}`;
    const bare = await startScript("bench/servers/bare-fixtures.ts", { DATABASE_URL: database.url, PORT: String(barePort) }, bareUrl);
    stops.push(bare.stop);

    const idle = await idleCpu([app.pid, uncached.pid, bare.pid]);
    console.log(`Idle CPU ms/s (as deployed / cache off / bare): ${idle}`);
    console.log("Floor capacity: closed loop on GET /api/health ...");
    const capacityLoad = load1();
    const capacity = await runLoad({ mode: "closed", url: `${app.baseUrl}/api/health`, connections: CAPACITY_CONNECTIONS, warmupMs: 2_000, durationMs: 5_000 }, app.pid);
    console.log(`  ${capacity.rps} req/s, ${capacity.serverCpuMsPerRequest} ms CPU/req, load ${capacityLoad}`);
    const targets = [
      { key: "floor", label: "floor: GET /api/health (same build, SELECT 1)", url: `${app.baseUrl}/api/health`, pid: app.pid },
      { key: "deployed", label: "fixture list as deployed (5 s visitors' page cache)", url: `${app.baseUrl}${PATH}`, pid: app.pid },
      { key: "uncached", label: "fixture list, page cache off", url: `${uncached.baseUrl}${PATH}`, pid: uncached.pid },
      { key: "bare", label: "bare node:http + pg (same SQL)", url: bareUrl, pid: bare.pid },
    ] as const;

    // Rates outer, servers inner: a drift in the machine's load hits every server at a rate alike.
    const runs: Run[] = [];
    for (const [r, share] of RATES.entries()) {
      const rate = Math.max(1, Math.round(capacity.rps * share));
      for (const [t, server] of targets.entries()) {
        console.log(`${server.label} at ${share * 100}% (${rate} req/s) ...`);
        const loadAtStart = load1();
        const windowMs = Math.max(durationMs, Math.ceil((MIN_REQUESTS / rate) * 1000));
        const stats = await runLoad({ mode: "open", url: server.url, rate, arrivals: ARRIVALS, sockets: SOCKETS, seed: r * 10 + t, warmupMs, durationMs: windowMs }, server.pid);
        runs.push({ key: server.key, label: server.label, share, stats, load1: loadAtStart });
        console.log(`  p50 ${stats.p50Ms} ms, p99 ${stats.p99Ms} ms, ${stats.serverCpuMsPerRequest} ms CPU/req, send lag p99 ${stats.sendLagP99Ms} ms, load ${loadAtStart}`);
      }
    }

    // Three markets against the money line alone: the page cache off (each request reads and shapes the list), the same
    // rate, rounds alternating so a drift in the machine's load falls on both; the median round's p95 of each is compared.
    // The rate is half of what the uncached money-line list itself sustains, not half of the floor's: at the floor's rate
    // both lists queue for seconds and time out alike, and the ratio of two saturated servers says nothing of the markets.
    console.log("Uncached list capacity: closed loop on the money-line list, page cache off ...");
    const listCapacity = await runLoad({ mode: "closed", url: `${uncached.baseUrl}${PATH}`, connections: CAPACITY_CONNECTIONS, warmupMs: 2_000, durationMs: 5_000 }, uncached.pid);
    console.log(`  ${listCapacity.rps} req/s, ${listCapacity.serverCpuMsPerRequest} ms CPU/req`);
    const marketRate = Math.max(1, Math.round(listCapacity.rps * 0.5));
    let marketErrors = 0;
    const p95s: Record<"moneyLine" | "markets", number[]> = { moneyLine: [], markets: [] };
    for (let round = 0; round < MARKET_ROUNDS; round++) {
      for (const [key, path] of [["moneyLine", PATH], ["markets", MARKETS_PATH]] as const) {
        const windowMs = Math.max(durationMs, Math.ceil((MIN_REQUESTS / marketRate) * 1000));
        const stats = await runLoad({ mode: "open", url: `${uncached.baseUrl}${path}`, rate: marketRate, arrivals: ARRIVALS, sockets: SOCKETS, seed: 100 + round, warmupMs, durationMs: windowMs }, uncached.pid);
        p95s[key].push(stats.p95Ms ?? Infinity);
        marketErrors += stats.errors + stats.non2xx;
        console.log(`${key} list (page cache off) round ${round + 1} at ${marketRate} req/s: p95 ${stats.p95Ms} ms, errors ${stats.errors + stats.non2xx}`);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const marketRatio = round(median(p95s.markets) / median(p95s.moneyLine));

    const at = (key: string, share: number) => runs.find((x) => x.key === key && x.share === share)!.stats;
    const listAtHalf = at("deployed", 0.5);
    const floorAtHalf = at("floor", 0.5);
    const judged = runs.filter((x) => x.key === "floor" || x.key === "deployed");
    const cpuRatio = (listAtHalf.serverCpuMsPerRequest ?? Infinity) / (floorAtHalf.serverCpuMsPerRequest ?? 1);
    return {
      name: "fixtures-list",
      title: `GET ${PATH} (filter=week), open loop at 25/50/75% of the floor's capacity`,
      startedAt,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage },
      setup: {
        fixtures: DATASET.fixtures,
        picks: DATASET.picks,
        "NHL games this week": weekGames,
        arrivals: ARRIVALS,
        "floor capacity req/s": capacity.rps,
        "idle server CPU ms/s (as deployed / cache off / bare)": idle,
        "markets comparison": `${MARKETS_PATH} (spread and total on every game) against ${PATH}, ${MARKET_ROUNDS} alternating rounds at ${marketRate} req/s (half the uncached money-line list's closed-loop ${listCapacity.rps} req/s): p95 ${p95s.markets.join("/")} vs ${p95s.moneyLine.join("/")} ms`,
        "warmup s": warmupMs / 1000,
        "measured s": `${durationMs / 1000}, or longer for ${MIN_REQUESTS} requests`,
      },
      variants: [],
      tables: [openLoopTable(capacity, capacityLoad, CAPACITY_CONNECTIONS, runs)],
      targets: [
        target("fixture list as deployed, p99 at 50% of floor capacity (ms)", listAtHalf.p99Ms, "<", 50),
        target("fixture list as deployed, server CPU per request at 50% / floor's", cpuRatio, "<=", 1.1),
        // The page-cache-off server is a diagnostic (what the cache saves): its failures are listed in the notes, not judged.
        target("errors and non-2xx, floor and list as deployed, every rate", judged.reduce((n, x) => n + x.stats.errors + x.stats.non2xx, 0), "<", 1),
        target("three-market list p95 / money-line list p95 (page cache off, median of rounds)", marketRatio, "<=", 1.15),
        // A ratio of rounds that timed out would compare the timeouts.
        target("errors and non-2xx, market comparison rounds", marketErrors, "<", 1),
      ],
      notes: openLoopNotes({ arrivals: ARRIVALS, sockets: SOCKETS, capacity, runs }),
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
