// Pages that need no session render the same HTML for everyone: the header's user arrives afterwards, in the browser,
// from GET /api/user/shell. Every page renders per request (each response carries its own script nonce); what is costly
// to read comes from the data cache, never the HTML.
import { expect, test, type BrowserContext } from "@playwright/test";
import { signInAsNewPicker } from "./sign-in";
import { sql } from "./support";

const PUBLIC = ["/", "/rules", "/privacy", "/contact", "/picks/daily?sport=football&league=nfl", "/picks/daily?sport=baseball&league=mlb"];

/** A picker signed in in the browser context; the unverified one has no nickname yet, as after sign-up. */
const signInAs = (context: BrowserContext, verified: boolean) =>
  signInAsNewPicker(context, { prefix: "e2e_static_", verified, ...(verified ? {} : { username: null }) });

test("the landing, static and daily-picks pages render per request, with nothing of a signed-in picker in their HTML", async ({ context }) => {
  const [pick] = await sql<{ id: number }>(
    `SELECT id FROM "Fixture" WHERE league = 'NFL' AND report IS NOT NULL AND "reportPublishedAt" <= now() ORDER BY "startsAt" DESC LIMIT 1`,
  );
  const { username } = await signInAs(context, true);
  // A browser's document request, with the context's session cookie: the proxy gives pages their nonce policy
  // (anything else gets a script-less one).
  const headers = { accept: "text/html" };
  const { request } = context;
  for (const path of [...PUBLIC, `/picks/daily/football/nfl/${pick.id}`]) {
    const [first, second] = [await request.get(path, { headers }), await request.get(path, { headers })];
    expect(second.status(), path).toBe(200);
    // Rendered for this response, not served from an HTML cache: no shared copy could carry a per-response nonce.
    expect(second.headers()["x-nextjs-cache"], path).toBeUndefined();
    expect(second.headers()["cache-control"], path).toContain("no-store");
    const nonce = (response: typeof first) => /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce(second), path).toBeTruthy();
    expect(nonce(second), path).not.toBe(nonce(first));
    const html = await second.text();
    expect(html, `${path}: the server left the account area to the browser`).toContain('data-testid="header-account-pending"');
    expect(html, `${path}: nothing in the HTML depends on the session`).not.toContain(username);
  }
});

test("/picks/daily with only a sport or only a league is not found, as is an unknown league", async ({ request }) => {
  for (const path of ["/picks/daily?sport=football", "/picks/daily?league=nfl", "/picks/daily?sport=football&league=nba", "/picks/daily?sport=curling&league=xyz"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test.describe("the header's account area", () => {
  test.use({ viewport: { width: 1050, height: 900 } });

  const boxes = (page: import("@playwright/test").Page) =>
    page.evaluate(() => {
      const box = (el: Element | null) => (el ? (({ x, y, width, height }) => ({ x, y, width, height }))(el.getBoundingClientRect()) : null);
      const header = document.querySelector("header");
      return {
        header: box(header),
        links: [...document.querySelectorAll('nav[aria-label="Main"] a')].map(box),
        search: box(document.querySelector('header button[aria-label="Search pickers"]')),
        content: box(document.querySelector("#content")),
      };
    });

  for (const who of ["visitor", "unverified", "verified"] as const) {
    test(`fills in without moving anything else (${who})`, async ({ page, context }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/user/shell", async (route) => {
        await held;
        await route.continue();
      });
      if (who !== "visitor") await signInAs(context, who === "verified");
      await page.goto("/rules");
      const banner = page.getByRole("banner");
      await expect(page.getByTestId("header-account-pending")).toBeAttached();
      await expect(banner.getByRole("link", { name: "Login" })).toHaveCount(0);
      const before = await boxes(page);
      expect(before.search, "the header's search button is measured too").not.toBeNull();
      release();
      if (who === "verified") {
        await expect(banner.getByRole("link", { name: "Notifications" })).toBeVisible();
        await expect(banner.getByRole("link", { name: "Login" })).toHaveCount(0);
      } else if (who === "unverified") {
        // Not the authenticated header (no bell): the prompt to verify, and a way to sign out.
        await expect(banner.getByRole("link", { name: "Verify e-mail" })).toBeVisible();
        await expect(banner.getByRole("link", { name: /Notifications/ })).toHaveCount(0);
      } else {
        await expect(banner.getByRole("link", { name: "Login" })).toBeVisible();
        await expect(banner.getByRole("link", { name: /Notifications/ })).toHaveCount(0);
      }
      await expect(page.getByTestId("header-account-pending")).toHaveCount(0);
      expect(await boxes(page)).toEqual(before);
    });
  }
});
