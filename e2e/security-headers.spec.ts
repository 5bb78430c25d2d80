// Security headers and the script policy on a production build: an A+ by the Observatory's rules on pages, API and
// assets; every page hydrates under its own nonce with no CSP violation; an injected inline script is refused.
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { scoreResponse } from "../tests/support/observatory";
import { everyPageUrl, sample, signInAsSamplePicker } from "./every-page";
import { sql } from "./support";

type Row = { id: number };

async function dailyPickPath(): Promise<string> {
  const [row] = await sql<Row>(`SELECT id FROM "Fixture" WHERE league = 'NFL' AND report IS NOT NULL AND "reportPublishedAt" <= now() ORDER BY "startsAt" DESC LIMIT 1`);
  return `/picks/daily/football/nfl/${row.id}`;
}

async function fixturePath(): Promise<string> {
  const [row] = await sql<Row>(`SELECT id FROM "Fixture" WHERE league = 'NFL' ORDER BY "startsAt" DESC LIMIT 1`);
  return `/football/nfl/fixture/${row.id}`;
}

/** Records CSP violations and console errors from the first script on, before the page's own. */
async function watchViolations(page: Page): Promise<{ violations: () => Promise<string[]>; consoleErrors: string[] }> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return { violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), consoleErrors };
}

/** React has attached to the server HTML: the shell's header carries a fiber. */
async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector("header") ?? {}).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

const mode = (csp: string) => (/'nonce-/.test(csp) ? "nonce" : "none");

function expectStrictPolicy(csp: string): void {
  const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(directive);
}

async function score(url: string, response: APIResponse, corsProbe: APIResponse): Promise<void> {
  const headers = response.headers();
  const setCookies = response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
  const html = (headers["content-type"] ?? "").includes("text/html") ? await response.text() : undefined;
  const result = scoreResponse({ url: response.url(), headers, setCookies, html, corsProbe: corsProbe.headers() });
  const failing = result.results.filter((r) => r.modifier < 0).map((r) => r.result);
  expect({ url, score: result.score >= 100, failing }).toEqual({ url, score: true, failing: [] });
  expect(headers["strict-transport-security"]).toMatch(/max-age=(\d+)/);
  expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"])![1])).toBeGreaterThanOrEqual(31_536_000);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expectStrictPolicy(headers["content-security-policy"]);
}

/** The share image a page names for link previews, as a path on this site. */
async function shareImagePath(page: Page, url: string): Promise<string> {
  await page.goto(url);
  const image = new URL((await page.locator("meta[property='og:image']").first().getAttribute("content"))!);
  return `${image.pathname}${image.search}`;
}

test("pages, API responses, assets and session cookies score A+ by the Observatory's rules", async ({ page, request }) => {
  const shareImage = await shareImagePath(page, await dailyPickPath());
  await page.goto("/");
  const asset = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
  // Icons, the manifest, robots.txt, the sitemap, share images and public scripts never run the proxy: their headers
  // come from next.config.ts alone.
  const files = ["/icon-192.png", "/icon.svg", "/apple-icon.png", "/manifest.webmanifest", "/robots.txt", "/sitemap.xml", "/intl-warmup.js", shareImage];
  const urls = ["/", "/leaderboard", "/picks/daily", await dailyPickPath(), await fixturePath(), "/rules", "/no-such-page",
    "/api/health", "/api/leaderboard", "/api/pickers?search=a", "/api/user/me", ...files, asset!];
  for (const url of urls) {
    const accept = url.startsWith("/api/") ? "application/json" : "text/html,*/*";
    const response = await request.get(url, { headers: { accept }, maxRedirects: 0 });
    const probe = await request.get(url, { headers: { accept, origin: "https://evil.example" }, maxRedirects: 0 });
    if (files.includes(url)) expect([url, response.status()]).toEqual([url, 200]);
    await score(url, response, probe);
  }
  // Auth.js's own route, which set cookies of its own, is gone: nothing answers there.
  for (const url of ["/api/auth/csrf", "/api/auth/session", "/api/auth/providers"]) expect((await request.get(url)).status(), url).toBe(404);
});

// Every page of the product (app/**/page.tsx), as a visitor and as a verified picker: each response has its own nonce
// policy, no script is refused, and React hydrates the page.
for (const who of ["visitor", "verified picker"] as const) {
  test(`every page hydrates under its nonce with no CSP violation (${who})`, async ({ page, context }) => {
    test.setTimeout(240_000);
    const s = await sample();
    if (who === "verified picker") await signInAsSamplePicker(context, page, s);
    const watcher = await watchViolations(page);
    const nonces = new Set<string>();
    for (const url of everyPageUrl(s)) {
      const response = await page.goto(url);
      const csp = (await response!.allHeaders())["content-security-policy"];
      expect(mode(csp), url).toBe("nonce");
      expectStrictPolicy(csp);
      nonces.add(/'nonce-([^']+)'/.exec(csp)![1]);
      await expectHydrated(page);
      expect(await watcher.violations(), url).toEqual([]);
    }
    // A nonce is never served twice (the walk visits over thirty responses).
    expect(nonces.size).toBe(everyPageUrl(s).length);
    // Pages that answer 404 by design (/admin, /dev/mail in production) log their status; nothing else may log an error.
    expect(watcher.consoleErrors.filter((text) => !text.startsWith("Failed to load resource"))).toEqual([]);
  });
}

test("an inline script injected into the HTML is refused: it lacks the response's nonce", async ({ page }) => {
  const watcher = await watchViolations(page);
  const violations: string[] = [];
  const pages = ["/leaderboard", await dailyPickPath(), "/rules"];
  for (const url of pages) {
    await page.route(`**${url}`, async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>");
      await route.fulfill({ response, body });
    });
    await page.goto(url);
    await expectHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    violations.push(...(await watcher.violations()));
    await page.unrouteAll();
  }
  expect(violations).toEqual(pages.map(() => "script-src-elem inline"));
});
