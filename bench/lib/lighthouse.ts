// One Lighthouse 12 run (its default mobile profile: Moto G Power screen, simulated slow 4G and 4x CPU slowdown)
// in the system Chromium, which chrome-launcher finds through CHROME_PATH: nothing is downloaded.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_HELP, findChromium } from "../../scripts/lib/find-chromium";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export type LighthouseRun = {
  scores: Record<Category, number>;
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
  /**
   * Lighthouse's own CPU benchmark of the machine during the run (higher is faster): its simulated phone is this
   * machine slowed four times, so a run on a busier (lower-index) machine scores lower for the same page.
   */
  benchmarkIndex: number;
  /** Every script the page loaded, as Chromium saw it. */
  scriptUrls: string[];
  /** Audits below full marks in the non-performance categories, and performance opportunities, for the notes. */
  flagged: string[];
  /** The accessibility audits below full marks ("heading-order (Heading elements are not in a sequentially-descending order)"). */
  accessibilityMisses: string[];
};

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; details?: { items?: { url?: string; resourceType?: string }[] } };
type Lhr = { categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>; audits: Record<string, Audit> };

/** The scored audits of one category below its bar (0.9 for performance, full marks for the others), as "id (title)". */
function auditsBelow(lhr: Lhr, name: string): string[] {
  const out = new Set<string>();
  for (const ref of lhr.categories[name]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
    if (audit.score < (name === "performance" ? 0.9 : 1)) out.add(`${audit.id} (${audit.title})`);
  }
  return [...out];
}

function flaggedAudits(lhr: Lhr): string[] {
  return Object.keys(lhr.categories).flatMap((name) => auditsBelow(lhr, name).map((audit) => `${name}: ${audit}`));
}

/** Lighthouse itself failed to measure the page; its own advice is to run it again. */
export class LighthouseRunError extends Error {
  constructor(readonly code: string) {
    super(`Lighthouse could not measure the page (${code})`);
  }
}

/** `saveAs`: also writes the full report to .data/lighthouse/<saveAs>.json (open it in the Lighthouse viewer to see why). */
export async function runLighthouse(url: string, categories: readonly Category[] = CATEGORIES, saveAs?: string): Promise<LighthouseRun> {
  const chromium = findChromium();
  if (!chromium) throw new Error(CHROMIUM_HELP);
  process.env.CHROME_PATH = chromium;
  const chrome = await chromeLauncher.launch({ chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  try {
    // Lighthouse is an ES module; imported here so the other benches never load it.
    const { default: lighthouse } = await import("lighthouse");
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (saveAs) {
      const file = path.join(process.cwd(), ".data", "lighthouse", `${saveAs}.json`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(result.lhr));
    }
    const lhr = result.lhr as unknown as Lhr & { runtimeError?: { code: string }; environment?: { benchmarkIndex?: number } };
    // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) has no scores, not scores of 0.
    if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code);
    const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, categories.includes(id) ? score(id) : Number.NaN])) as Record<Category, number>,
      metrics: { lcpMs: numeric("largest-contentful-paint"), tbtMs: numeric("total-blocking-time"), cls: numeric("cumulative-layout-shift"), fcpMs: numeric("first-contentful-paint") },
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
      scriptUrls: [...new Set(requests.filter((item) => item.resourceType === "Script" && item.url).map((item) => item.url as string))],
      flagged: flaggedAudits(lhr),
      accessibilityMisses: auditsBelow(lhr, "accessibility"),
    };
  } finally {
    chrome.kill();
  }
}

/** A run Lighthouse failed to measure is run again (at most twice more), and said so; it never counts as a score. */
export async function measuredRun(run: () => Promise<LighthouseRun>, onRetry: (code: string) => void): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      onRetry(error.code);
    }
  }
}
