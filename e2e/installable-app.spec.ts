// The installable app in Chromium: the service worker registers and takes control, a page that fails to load while
// offline shows the stored offline page, and signing out empties every cache it filled.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { signInAsNewPicker } from "./sign-in";

// The other journeys block service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: "allow" });

/** The paths every cache of the origin holds, read from the page. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths.sort();
  });

test("the worker registers, an offline page load shows the offline page, and signing out empties the caches", async ({ page, context }) => {
  await signInAsNewPicker(context, { prefix: "installed" });
  await page.goto("/pools");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  await expect.poll(() => cachedPaths(page)).toContain("/offline.html");

  // The manifest the browser installs from, with its maskable icon and shortcuts.
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(true);
  expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(["/", "/pools", "/notifications"]);

  // Pages themselves are never stored: the personal ones above are not in any cache.
  expect(await cachedPaths(page)).not.toContain("/pools");

  await context.setOffline(true);
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/notifications$/);
  await context.setOffline(false);

  await page.goto("/pools");
  // Anything stored during the session stands in for what a later change might store by mistake.
  await page.evaluate(async () => (await caches.open("pickline-static-v1")).put("/session-leftover", new Response("private")));
  expect(await cachedPaths(page)).toContain("/session-leftover");

  // /logout signs out and goes home; the home page loaded online may put the public files back, never the leftover.
  await page.goto("/logout");
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => cachedPaths(page)).not.toContain("/session-leftover");
});

test("Chromium finds the app installable: its manifest and worker raise no installability error", async ({ playwright, baseURL }) => {
  // A private window is never offered an install (Playwright's contexts are private ones): a profile on disk is not.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "pickline-install-"));
  const browser = await playwright.chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH, baseURL, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const devtools = await browser.newCDPSession(page);
    expect(await devtools.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
