// One page of a production build audited by Lighthouse 12 (mobile, median of N runs), with its first-load JavaScript
// (gzipped) against a page without client code of its own, /rules: what the daily-pick and shared-pick benches share.
import os from "node:os";
import zlib from "node:zlib";
import { freshSeededDatabase, type SeededDatabase } from "../../scripts/lib/production-app";
import { CATEGORIES, measuredRun, runLighthouse, type LighthouseRun } from "./lighthouse";
import { startNext } from "./next-server";
import { target, type BenchResult } from "./types";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** The comparison page: server components only (its links are next/link, which the layout's header already loads). */
const EMPTY_PATH = "/rules";

export type LighthousePage = {
  name: string;
  title: string;
  /** The seeded database to create (each bench its own, so two never share one). */
  database: string;
  /** The path to audit, read from the seeded database. */
  findPath: (databaseUrl: string) => Promise<string>;
  /** First-load JS at most this many times /rules' (default 1.25); null for a page whose islands are its purpose. */
  jsRatio?: number | null;
  /** Also audits /rules as many times as the page, and holds the page's median total blocking time to this ratio. */
  tbtRatio?: number;
  /**
   * Pages reached from this one that no bench of their own audits (the board's game pages), read from the seeded
   * database: each is audited once for accessibility alone, and held to the same full marks as the page.
   */
  alsoAccessibility?: (databaseUrl: string) => Promise<string[]>;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Gzipped bytes of each script (gzip -6, what `next start` sends), summed. */
async function gzippedBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += zlib.gzipSync(body, { level: 6 }).length;
  }
  return total;
}

export async function auditPage(page: LighthousePage): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
  let database: SeededDatabase | null = null;
  let stopApp = () => {};
  try {
    database = await freshSeededDatabase(page.database, { dataDir: ".data/bench-postgres", seed: "bench" });
    const pagePath = await page.findPath(database.url);
    const app = await startNext(database.url);
    stopApp = app.stop;
    // The first visit fills the data cache (and warms the server); Lighthouse measures what visitors get after that.
    for (const path of [pagePath, EMPTY_PATH]) await fetch(`${app.baseUrl}${path}`);

    const runs: LighthouseRun[] = [];
    const emptyRuns: LighthouseRun[] = [];
    const retried: string[] = [];
    for (let i = 1; i <= RUNS; i += 1) {
      console.log(`Lighthouse ${i}/${RUNS} on ${pagePath} ...`);
      runs.push(await measuredRun(() => runLighthouse(`${app.baseUrl}${pagePath}`, undefined, `${page.name}-${i}`), (code) => retried.push(`run ${i}: ${code}`)));
      // /rules right after each run of the page, so a spell of load on the machine weighs on both alike.
      if (page.tbtRatio || i === 1) {
        console.log(`Lighthouse ${i} on ${EMPTY_PATH} (performance) ...`);
        emptyRuns.push(await measuredRun(() => runLighthouse(`${app.baseUrl}${EMPTY_PATH}`, ["performance"]), (code) => retried.push(`${EMPTY_PATH}: ${code}`)));
      }
    }
    const otherPaths = page.alsoAccessibility ? await page.alsoAccessibility(database.url) : [];
    const otherRuns: LighthouseRun[] = [];
    for (const [i, path] of otherPaths.entries()) {
      console.log(`Lighthouse on ${path} (accessibility) ...`);
      otherRuns.push(await measuredRun(() => runLighthouse(`${app.baseUrl}${path}`, ["accessibility"], `${page.name}-accessibility-${i + 1}`), (code) => retried.push(`${path}: ${code}`)));
    }
    // Full marks in every run, not in the median alone: one run's failed audit is a real one (axe's checks do not
    // depend on the machine's load), and a median of 100 would hide it.
    const accessibilityMisses = [...new Set([...runs, ...otherRuns].flatMap((r) => r.accessibilityMisses))];
    const lowestAccessibility = Math.min(...[...runs, ...otherRuns].map((r) => r.scores.accessibility));
    const empty = emptyRuns[0];
    const pageScripts = [...new Set(runs.flatMap((r) => r.scriptUrls))];
    const pageJs = await gzippedBytes(pageScripts);
    const emptyJs = await gzippedBytes(empty.scriptUrls);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])) as Record<(typeof CATEGORIES)[number], number>;
    const flagged = [...new Set(runs.flatMap((r) => r.flagged))];
    const pageTbt = median(runs.map((r) => r.metrics.tbtMs));
    const emptyTbt = median(emptyRuns.map((r) => r.metrics.tbtMs));
    const jsRatio = page.jsRatio === undefined ? 1.25 : page.jsRatio;

    return {
      name: page.name,
      title: page.title,
      startedAt,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage },
      setup: {
        page: pagePath,
        "Lighthouse runs": RUNS,
        profile: "mobile (Lighthouse default, simulated throttling)",
        "page JS gz bytes": pageJs,
        "page scripts": pageScripts.length,
        [`${EMPTY_PATH} JS gz bytes`]: emptyJs,
        [`${EMPTY_PATH} scripts`]: empty.scriptUrls.length,
      },
      variants: [],
      tables: [
        {
          columns: ["run", "performance", "accessibility", "best practices", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "CPU index"],
          rows: runs.map((r, i) => [
            i + 1,
            r.scores.performance,
            r.scores.accessibility,
            r.scores["best-practices"],
            r.scores.seo,
            Math.round(r.metrics.fcpMs),
            Math.round(r.metrics.lcpMs),
            Math.round(r.metrics.tbtMs),
            Math.round(r.metrics.cls * 1000) / 1000,
            r.benchmarkIndex,
          ]),
        },
        ...(otherRuns.length
          ? [{ columns: ["page", "accessibility", "audits below full marks"], rows: otherRuns.map((r, i) => [otherPaths[i], r.scores.accessibility, r.accessibilityMisses.join("; ") || "none"]) }]
          : []),
        ...(page.tbtRatio
          ? [
              {
                columns: [`${EMPTY_PATH} run`, "performance", "FCP ms", "LCP ms", "TBT ms", "CPU index"],
                rows: emptyRuns.map((r, i) => [i + 1, r.scores.performance, Math.round(r.metrics.fcpMs), Math.round(r.metrics.lcpMs), Math.round(r.metrics.tbtMs), r.benchmarkIndex]),
              },
            ]
          : []),
      ],
      targets: [
        target("Lighthouse performance (median)", scores.performance, ">=", 95),
        target("Lighthouse accessibility (median)", scores.accessibility, ">=", 100),
        target(`Lighthouse accessibility, lowest of every run${otherPaths.length ? ` and of ${otherPaths.join(", ")}` : ""}`, lowestAccessibility, ">=", 100),
        target("Lighthouse best practices (median)", scores["best-practices"], ">=", 100),
        target("Lighthouse SEO (median)", scores.seo, ">=", 100),
        ...(jsRatio === null
          ? []
          : [target(`first-load JS vs ${EMPTY_PATH} (gzipped bytes ratio)`, emptyJs > 0 ? pageJs / emptyJs : Number.POSITIVE_INFINITY, "<=", jsRatio)]),
        // A floor of 50 ms for /rules: a page that blocks nothing would make any ratio infinite.
        ...(page.tbtRatio ? [target(`total blocking time vs ${EMPTY_PATH} (medians ratio)`, Math.round((pageTbt / Math.max(emptyTbt, 50)) * 100) / 100, "<=", page.tbtRatio)] : []),
      ],
      notes: [
        `Production build (next build, next start) on a fresh database seeded like the end-to-end tests; the page is visited once before measuring, so Lighthouse gets a page rendered from warm caches.`,
        `First-load JS: every script Chromium loaded for the page (all runs) and for ${EMPTY_PATH}, each gzipped at level 6 and summed. ${EMPTY_PATH} renders only server components: what it loads is the layout's (header islands, toasts, login panel) and Next's runtime.`,
        "The machine is shared (2 CPUs, other builds and tests running): the performance score moves with the load; the other scores and the JS sizes do not. CPU index is Lighthouse's benchmark of the machine during each run (higher is faster): Lighthouse simulates a phone as this machine slowed four times, so a run at a lower index scores lower for the same page.",
        ...(retried.length ? [`Runs Lighthouse could not measure and ran again (its trace failed, no score): ${retried.join("; ")}.`] : []),
        ...(flagged.length ? [`Audits below full marks in some run: ${flagged.join("; ")}.`] : ["No audit below full marks (performance audits: below 0.9) in any run."]),
        ...(accessibilityMisses.length ? [`Accessibility audits below full marks, the page's runs and the other pages audited: ${accessibilityMisses.join("; ")}.`] : []),
      ],
    };
  } finally {
    stopApp();
    await database?.stop();
  }
}
