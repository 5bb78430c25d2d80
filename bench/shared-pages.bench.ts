// Visitors' pages from the shared copy (docs/adr-page-caching.md) against the same pages rendered for every view: views/s
// of a daily pick, a league's daily picks, the landing page and /rules with 8 clients asking as browsers do (Accept:
// text/html, through the proxy), on one build and one seeded database. The baseline is the same build started with
// PICKLINE_SHARED_PAGES=false: Next keeps no copy, so each view is rendered (through the same proxy path).
import os from "node:os";
import { freshSeededDatabase, type SeededDatabase } from "../scripts/lib/production-app";
import { latestDailyPick } from "./lib/daily-pick";
import { benchDurations, runLoad } from "./lib/load";
import { startNext } from "./lib/next-server";
import { target, type BenchResult, type LoadStats, type Variant } from "./lib/types";

const CLIENTS = 8;
const TARGET_RATIO = 2;
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip" };

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
    const pages = {
      "daily pick": await latestDailyPick(database.url),
      "daily picks (NFL)": "/picks/daily?sport=football&league=nfl",
      landing: "/",
      rules: "/rules",
    };
    const servers = { shared: {}, "per view": { PICKLINE_SHARED_PAGES: "false" } };
    const measured: Record<string, Record<string, LoadStats>> = {};
    for (const [name, env] of Object.entries(servers)) {
      const app = await startNext(database.url, env);
      stops.push(app.stop);
      console.log(`${name} server:`);
      measured[name] = await measure(app.baseUrl, app.pid, pages);
      app.stop();
    }
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
      setup: { clients: CLIENTS, "request headers": "Accept: text/html (a browser's document request, no cookie)", baseline: "same build, PICKLINE_SHARED_PAGES=false" },
      variants,
      tables: [
        {
          columns: ["page", "shared views/s", "per-view views/s", "ratio", "shared CPU ms/view", "per-view CPU ms/view"],
          rows: Object.keys(pages).map((label) => [
            `${label} (${pages[label as keyof typeof pages]})`,
            measured.shared[label].rps,
            measured["per view"][label].rps,
            Math.round(ratio(label) * 100) / 100,
            measured.shared[label].serverCpuMsPerRequest ?? "",
            measured["per view"][label].serverCpuMsPerRequest ?? "",
          ]),
        },
      ],
      targets: [
        ...Object.keys(pages).map((label) => target(`${label}: shared views/s over per-view views/s`, ratio(label), ">=", TARGET_RATIO)),
        ...variants.map((variant) => target(`${variant.label}: no failed view`, variant.stats.errors + variant.stats.non2xx, "<=", 0)),
      ],
      notes: [
        "Production build (next build, next start) on a fresh database seeded like the end-to-end tests; closed loop, each client asks again as soon as it has its answer.",
        "Shared: the proxy fetches the page's copy from the app (Next's page cache under next start, the CDN on Vercel) and stamps a fresh nonce into it. Per view: the same path, but Next keeps no copy, so the fetch renders the page each time.",
        "The per-view server keeps no data cache either (Next's cache is off as a whole there), so the landing page's counts and the daily picks are read from the database on each view; /rules reads none, so its ratio is the render's alone. Its views also pay the proxy's fetch, which the pages' per-request render before this change did not.",
      ],
    };
  } finally {
    for (const stop of stops) stop();
    await database?.stop();
  }
}
