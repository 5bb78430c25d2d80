// The shared pages' cache times live in one table (lib/settings/page-cache.ts); a page's `revalidate` must be a literal,
// so each shared page repeats its family's time, and this test holds the two together. Every other page renders per
// request: a page outside app/(cached) that Next could render at build time would be served without its nonce.
import fs from "node:fs";
import path from "node:path";
import { cachedPageFor } from "@/lib/security/cached-page";
import { PAGE_CACHE } from "@/lib/settings/page-cache";

const APP = path.join(process.cwd(), "app");
const CACHED = path.join(APP, "(cached)");

function pagesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pagesUnder(full);
    return entry.name === "page.tsx" ? [full] : [];
  });
}

/** The public URL a shared page answers: the copy prefix and the route group dropped, parameters filled in. */
function publicUrl(file: string): URL {
  const route = path
    .relative(CACHED, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment !== "cached" && segment !== "[copy]" && segment !== "")
    .map((segment) => ({ "[sport]": "football", "[league]": "nfl", "[id]": "7", "[cursor]": "5" })[segment] ?? segment);
  return new URL(`http://localhost/${route.join("/")}`);
}

test("every shared page is static, and keeps its copy as long as its family's s-maxage says", () => {
  const pages = pagesUnder(CACHED);
  expect(pages.length).toBeGreaterThanOrEqual(7);
  for (const file of pages) {
    const family = cachedPageFor(publicUrl(file))?.family;
    expect(family ? `${family}` : `${publicUrl(file).pathname} has no family`).toBeTruthy();
    const source = fs.readFileSync(file, "utf8");
    expect([path.relative(APP, file), source.includes('export const dynamic = "force-static";')]).toEqual([path.relative(APP, file), true]);
    const revalidate = /^export const revalidate = (\d+);$/m.exec(source)?.[1];
    expect([path.relative(APP, file), Number(revalidate)]).toEqual([path.relative(APP, file), PAGE_CACHE[family!].sMaxAge]);
  }
});

test("every route group but the shared pages renders per request", () => {
  const groups = fs.readdirSync(APP, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== "api" && entry.name !== "(cached)");
  expect(groups.length).toBeGreaterThanOrEqual(5);
  for (const group of groups) {
    const layout = path.join(APP, group.name, "layout.tsx");
    const source = fs.existsSync(layout) ? fs.readFileSync(layout, "utf8") : "";
    expect([group.name, source.includes("@/components/shell/RenderedPerRequest")]).toEqual([group.name, true]);
  }
  // Pages directly under app/ would escape every group's layout.
  expect(fs.readdirSync(APP).filter((name) => name === "page.tsx")).toEqual([]);
  // Unmatched URLs get their own not-found page, outside every group.
  expect(fs.readFileSync(path.join(APP, "global-not-found.tsx"), "utf8")).toContain("await connection()");
});
