// Visitors' pages from the shared copy (docs/adr-page-caching.md) against the same pages rendered for every view: views/s
// of a daily pick, the landing page, a league board, a picker's profile and /rules with 8 clients asking as browsers do
// (Accept: text/html, no cookie, through the proxy), on one build and one seeded database. The baseline is the same
// build started with PICKLINE_SHARED_PAGES=false: no shared copy, each view rendered for its request as before the
// shared copies. Each server is measured BENCH_ROUNDS times (default 3), the two alternating, and each page's median
// kept: the machine is shared, and its load moves within a run.
import os from "node:os";
import { freshSeededDatabase, type SeededDatabase } from "../scripts/lib/production-app";
import { SHARED_PAGE_SERVERS, SHARED_PAGES_BASELINE, sharedPages } from "./lib/shared-pages";
import { benchDurations, runLoad } from "./lib/load";
import { startNext } from "./lib/next-server";
import { target, type BenchResult, type LoadStats, type Variant } from "./lib/types";

const CLIENTS = 8;
const TARGET_RATIO = 2;
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip" };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The median of each page's runs: the run with the median views/s, whose CPU figure goes with it. */
function medianRuns(runs: Record<string, LoadStats>[]): Record<string, LoadStats> {
  const labels = Object.keys(runs[0]);
  return Object.fromEntries(labels.map((label) => {
    const sorted = runs.map((run) => run[label]).sort((a, b) => a.rps - b.rps);
    return [label, sorted[Math.floor(sorted.length / 2)]];
  }));
}

/** Views/s of each page on one server: each page asked for once first (the shared server makes its copy then). */
async function measure(baseUrl: string, pid: number | undefined, pages: Record<string, string>): Promise<Record<string, LoadStats>> {
  const results: Record<string, LoadStats> = {};
  for (const [label, path] of Object.entries(pages)) {
    const first = await fetch(`${baseUrl}${path}`, { headers: BROWSER });
    if (!first.ok) throw new Error(`${path} answered ${first.status}`);
    results[label] = await runLoad({ mode: "closed", url: `${baseUrl}${path}`, connections: CLIENTS, headers: BROWSER, ...benchDurations() }, pid);
    console.log(`  ${label}: ${results[label].rps} views/s, ${results[label].serverCpuMsPerRequest} ms CPU per view`);
  }
  return results;
}

export async function run(): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
  let database: SeededDatabase | null = null;
  const stops: (() => void)[] = [];
  try {
    database = await freshSeededDatabase("pickline_bench_shared", { dataDir: ".data/bench-postgres", seed: "bench" });
    const pages = { ...(await sharedPages(database.url)), rules: "/rules" };
    const servers: Record<string, Record<string, string>> = SHARED_PAGE_SERVERS;
    const runs: Record<string, Record<string, LoadStats>[]> = { shared: [], "per view": [] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [name, env] of Object.entries(servers)) {
        const app = await startNext(database.url, env);
        stops.push(app.stop);
        console.log(`${name} server, round ${round}:`);
        runs[name].push(await measure(app.baseUrl, app.pid, pages));
        app.stop();
      }
    }
    const measured = { shared: medianRuns(runs.shared), "per view": medianRuns(runs["per view"]) };
    const allRuns = (name: string, label: string) => runs[name].map((run) => run[label].rps).join(" / ");
    const variants: Variant[] = Object.keys(pages).flatMap((label) => [
      { label: `${label}: shared copy`, stats: measured.shared[label] },
      { label: `${label}: rendered per view`, stats: measured["per view"][label] },
    ]);
    const ratio = (label: string) => measured.shared[label].rps / Math.max(measured["per view"][label].rps, 0.001);
    return {
      name: "shared-pages",
      title: "Visitors' pages: shared copy with a fresh nonce vs rendered per view",
      startedAt,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage },
      setup: { clients: CLIENTS, rounds: ROUNDS, "request headers": "Accept: text/html (a browser's document request, no cookie)", baseline: SHARED_PAGES_BASELINE },
      variants,
      tables: [
        {
          columns: ["page", "shared views/s (median)", "per-view views/s (median)", "ratio", "shared CPU ms/view", "per-view CPU ms/view", "shared runs", "per-view runs"],
          rows: Object.keys(pages).map((label) => [
            `${label} (${pages[label as keyof typeof pages]})`,
            measured.shared[label].rps,
            measured["per view"][label].rps,
            Math.round(ratio(label) * 100) / 100,
            measured.shared[label].serverCpuMsPerRequest ?? "",
            measured["per view"][label].serverCpuMsPerRequest ?? "",
            allRuns("shared", label),
            allRuns("per view", label),
          ]),
        },
      ],
      targets: [
        ...Object.keys(pages).map((label) => target(`${label}: shared views/s over per-view views/s`, ratio(label), ">=", TARGET_RATIO)),
        ...variants.map((variant) => target(`${variant.label}: no failed view`, variant.stats.errors + variant.stats.non2xx, "<=", 0)),
      ],
      notes: [
        "Production build (next build, next start) on a fresh database seeded like the end-to-end tests; closed loop, each client asks again as soon as it has its answer.",
        "Shared: the proxy answers from the copy it keeps in the server's memory (fetched from the app, rendered with no cookie, once per s-maxage) and stamps a fresh nonce into it. Per view: no shared copy, each view rendered for its request under its own nonce (the pages' data caches on, as before the shared copies).",
        `Each server measured ${ROUNDS} times, the two alternating on the same database; the table shows each page's median run, and every run's views/s.`,
      ],
    };
  } finally {
    for (const stop of stops) stop();
    await database?.stop();
  }
}
