// The fixture-list bench's table and notes: one row per server and arrival rate, CPU per request set against the floor's at the same rate.
import type { LoadStats } from "./types";

export type Run = { key: string; label: string; share: number; stats: LoadStats; load1: number };

const COLUMNS = ["variant", "arrival rate", "done req/s", "p50 ms", "p90 ms", "p99 ms", "max ms", "errors", "server CPU ms/req", "CPU vs floor", "generator CPU ms/req", "send lag p99 ms", "load avg (1 min)"];

const cell = (n: number | undefined) => (n === undefined ? "" : n);

export function openLoopTable(capacity: LoadStats, capacityLoad: number, connections: number, runs: Run[]) {
  const floorCpu = (share: number) => runs.find((r) => r.key === "floor" && r.share === share)?.stats.serverCpuMsPerRequest;
  const c = capacity;
  const rows: (string | number)[][] = [
    ["floor capacity: GET /api/health, closed loop", `${connections} connections`, c.rps, c.p50Ms, c.p90Ms, c.p99Ms, c.maxMs, c.errors, cell(c.serverCpuMsPerRequest), "", cell(c.generatorCpuMsPerRequest), "", capacityLoad],
  ];
  for (const { label, share, stats: s, load1 } of runs) {
    const floor = floorCpu(share);
    const ratio = floor && s.serverCpuMsPerRequest !== undefined ? `${Math.round((s.serverCpuMsPerRequest / floor) * 100) / 100}x` : "";
    rows.push([label, `${share * 100}% (${s.offeredRps} req/s, ${Math.round(s.seconds)} s)`, s.rps, s.p50Ms, s.p90Ms, s.p99Ms, s.maxMs, s.errors + s.non2xx, cell(s.serverCpuMsPerRequest), ratio, cell(s.generatorCpuMsPerRequest), cell(s.sendLagP99Ms), load1]);
  }
  return { columns: COLUMNS, rows };
}

export function openLoopNotes(context: { arrivals: string; sockets: number; capacity: LoadStats; runs: Run[] }): string[] {
  const lagWorst = Math.max(...context.runs.map((r) => r.stats.sendLagP99Ms ?? 0));
  const failed = context.runs.filter((r) => r.stats.failures).map((r) => `${r.label} at ${r.share * 100}%: ${JSON.stringify(r.stats.failures)}`);
  return [
    `Open loop: each run sends requests at a fixed arrival rate (${context.arrivals} arrivals, seeded) whatever the answers, from one Node.js process (bench/lib/load-worker.ts, http.Agent keep-alive, up to ${context.sockets} sockets). Latency runs from each request's due time, not from when it left, so a server that stalls cannot slow the sender and hide the stall (coordinated omission, as wrk2 measures).`,
    `Rates are 25%, 50% and 75% of the floor's capacity measured first in the same run: a short closed loop on GET /api/health of the same build (${context.capacity.rps} req/s). The closed loop is used only for that number; its latency says nothing (at N connections it is N / throughput).`,
    "Server CPU ms/req: the server process's user + system time (all threads, /proc/<pid>/stat) between the measured window's start and end, divided by the requests completed in it. CPU vs floor divides by the floor's figure at the same rate. The bare server's figure leaves out PostgreSQL's time; so does the app's (it queries the same database).",
    `Send lag p99 is how late the generator sent (worst run here: ${lagWorst} ms): the generator shares the 2 CPUs with the servers, and its lateness counts as latency. Generator CPU ms/req is its own cost per request.`,
    "Anonymous requests (no session): the public list. As deployed, visitors share a page cached in process for 5 s (FIXTURES_PUBLIC_CACHE_MS) as its encoded response body; the page-cache-off server is the same build with FIXTURES_PUBLIC_CACHE_MS=0 (the query on every request, like the bare server). The response carries s-maxage=10 for a CDN, which this bench does not use (it calls the origin).",
    ...(failed.length ? [`Failed requests (status or error code: count): ${failed.join("; ")}.`] : []),
    "Rates outer, servers inner: every server at a given rate runs within a minute of the others. The machine is shared (2 CPUs, other builds and tests): the load average at each run's start is in the table; compare rows of one run, not runs.",
  ];
}
