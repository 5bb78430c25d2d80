// Lighthouse (mobile) of the visitors' pages served from the shared copy against the same pages rendered for every
// view, on one build and one seeded database, the two servers running side by side and audited in turn: the shared
// copy must leave each page's scores no worse than rendering it per view. The copy is the same HTML under another
// nonce, so only the time to its first byte can differ, and Lighthouse's simulated phone weighs that little.
import os from "node:os";
import { freshSeededDatabase, type SeededDatabase } from "../scripts/lib/production-app";
import { measuredRun, runLighthouse, type LighthouseRun } from "./lib/lighthouse";
import { startNext } from "./lib/next-server";
import { SHARED_PAGE_SERVERS, SHARED_PAGES_BASELINE, sharedPages } from "./lib/shared-pages";
import { target, type BenchResult } from "./lib/types";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Points of performance score the shared copy may trail by: the run-to-run spread of Lighthouse on this machine. */
const PERFORMANCE_TOLERANCE = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

type ServerName = keyof typeof SHARED_PAGE_SERVERS;

export async function run(): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
  let database: SeededDatabase | null = null;
  const stops: (() => void)[] = [];
  try {
    database = await freshSeededDatabase("pickline_bench_shared_lighthouse", { dataDir: ".data/bench-postgres", seed: "bench" });
    const pages = await sharedPages(database.url);
    const names = Object.keys(SHARED_PAGE_SERVERS) as ServerName[];
    const baseUrls = {} as Record<ServerName, string>;
    for (const name of names) {
      const app = await startNext(database.url, SHARED_PAGE_SERVERS[name]);
      stops.push(app.stop);
      baseUrls[name] = app.baseUrl;
    }
    const runs: Record<string, Record<ServerName, LighthouseRun[]>> = {};
    const retried: string[] = [];
    for (const [label, path] of Object.entries(pages)) {
      runs[label] = { shared: [], "per view": [] };
      // One visit first on each server: the shared one makes its copy, both fill their data caches.
      for (const name of names) await fetch(`${baseUrls[name]}${path}`, { headers: { accept: "text/html" } });
      for (let i = 1; i <= RUNS; i += 1) {
        // The two servers in turn, so a spell of load on the machine weighs on both alike.
        for (const name of names) {
          console.log(`Lighthouse ${i}/${RUNS} on ${path} (${name}) ...`);
          runs[label][name].push(await measuredRun(() => runLighthouse(`${baseUrls[name]}${path}`), (code) => retried.push(`${label}, ${name}: ${code}`)));
        }
      }
    }
    const score = (label: string, name: ServerName, category: "performance" | "accessibility" | "best-practices" | "seo") =>
      median(runs[label][name].map((run) => run.scores[category]));
    const lcp = (label: string, name: ServerName) => Math.round(median(runs[label][name].map((run) => run.metrics.lcpMs)));
    return {
      name: "shared-pages-lighthouse",
      title: "Visitors' pages in Lighthouse (mobile): shared copy vs rendered per view",
      startedAt,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage },
      setup: { runs: RUNS, baseline: SHARED_PAGES_BASELINE, pages: Object.values(pages).join(", ") },
      variants: [],
      tables: [
        {
          columns: ["page", "performance: shared", "performance: per view", "LCP ms: shared", "LCP ms: per view", "accessibility: shared / per view", "best practices: shared / per view", "SEO: shared / per view", "shared runs", "per-view runs"],
          rows: Object.entries(pages).map(([label, path]) => [
            `${label} (${path})`,
            score(label, "shared", "performance"),
            score(label, "per view", "performance"),
            lcp(label, "shared"),
            lcp(label, "per view"),
            `${score(label, "shared", "accessibility")} / ${score(label, "per view", "accessibility")}`,
            `${score(label, "shared", "best-practices")} / ${score(label, "per view", "best-practices")}`,
            `${score(label, "shared", "seo")} / ${score(label, "per view", "seo")}`,
            runs[label].shared.map((run) => run.scores.performance).join(" / "),
            runs[label]["per view"].map((run) => run.scores.performance).join(" / "),
          ]),
        },
      ],
      targets: Object.keys(pages).flatMap((label) => [
        target(`${label}: performance, shared copy minus per view (medians)`, score(label, "shared", "performance") - score(label, "per view", "performance"), ">=", -PERFORMANCE_TOLERANCE),
        ...(["accessibility", "best-practices", "seo"] as const).map((category) =>
          target(`${label}: ${category}, shared copy minus per view (medians)`, score(label, "shared", category) - score(label, "per view", category), ">=", 0),
        ),
      ]),
      notes: [
        "Production build (next build, next start): two servers of the same build on one fresh database seeded like the end-to-end tests, one serving visitors from the shared copy, one rendering every view; each page visited once on each before measuring.",
        `Lighthouse 12, mobile profile, ${RUNS} runs per page and server, the two servers in turn; medians compared. Performance may trail by ${PERFORMANCE_TOLERANCE} points (Lighthouse's spread between runs of one page on this shared machine); the other categories may not trail at all.`,
        ...(retried.length ? [`Runs Lighthouse could not measure and ran again: ${retried.join("; ")}.`] : []),
      ],
    };
  } finally {
    for (const stop of stops) stop();
    await database?.stop();
  }
}
