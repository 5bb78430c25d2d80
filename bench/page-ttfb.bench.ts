// Pages under open-loop load in a production build, as browsers ask for them (Accept: text/html, through the proxy and
// its Content-Security-Policy): time to first byte at p50/p90/p99 for the landing page, a daily-pick page and the
// league board, at a fixed arrival rate (docs/adr-open-loop-load.md), and the server's CPU per page.
import os from "node:os";
import { freshSeededDatabase, type SeededDatabase } from "../scripts/lib/production-app";
import { latestDailyPick } from "./lib/daily-pick";
import { benchDurations, runLoad } from "./lib/load";
import { startNext } from "./lib/next-server";
import { target, type BenchResult, type Variant } from "./lib/types";

const RATE = Number(process.env.BENCH_PAGE_RATE ?? 10);
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip" };

export async function run(): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
  let database: SeededDatabase | null = null;
  let stopApp = () => {};
  try {
    database = await freshSeededDatabase("pickline_bench_pages", { dataDir: ".data/bench-postgres", seed: "bench" });
    const pages = { landing: "/", "daily pick": await latestDailyPick(database.url), board: "/football/nfl" };
    const app = await startNext(database.url);
    stopApp = app.stop;
    const variants: Variant[] = [];
    for (const [label, path] of Object.entries(pages)) {
      await fetch(`${app.baseUrl}${path}`, { headers: BROWSER });
      const stats = await runLoad(
        { mode: "open", url: `${app.baseUrl}${path}`, rate: RATE, arrivals: "poisson", sockets: 64, seed: 7, headers: BROWSER, firstByte: true, ...benchDurations() },
        app.pid,
      );
      variants.push({ label: `${label} (${path})`, stats });
    }
    return {
      name: "page-ttfb",
      title: "Pages under open-loop load: time to first byte through the proxy",
      startedAt,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage },
      setup: { "arrival rate (req/s, Poisson)": RATE, "request headers": "Accept: text/html (a browser's document request)", latency: "due time to first byte" },
      variants,
      tables: [
        {
          columns: ["page", "p50 ms", "p95 ms", "p99 ms", "server CPU ms per page"],
          rows: variants.map((v) => [v.label, v.stats.p50Ms, v.stats.p95Ms ?? "", v.stats.p99Ms, v.stats.serverCpuMsPerRequest ?? ""]),
        },
      ],
      targets: variants.map((variant) => target(`${variant.label}: no failed request`, variant.stats.errors, "<=", 0)),
      notes: [
        "Production build (next build, next start) on a fresh database seeded like the end-to-end tests; each page is fetched once before its run.",
        "Latency runs from each request's due time to its response's first byte, so a stalled server cannot hide behind a slowed generator.",
      ],
    };
  } finally {
    stopApp();
    await database?.stop();
  }
}
