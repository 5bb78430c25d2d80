// The shell and the static pages at phone, desktop and big-screen widths: content, status, axe, keyboard use and screenshots.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { insertUser } from "../tests/support/users";
import { signIn } from "./sign-in";
import { expectNoAxeViolations, sql } from "./support";

const WIDTHS = [375, 1050, 1824] as const;
const SUPPORT = "support@pickline.app";

const PAGES = [
  { name: "landing", path: "/", status: 200, heading: /Pick winners/ },
  { name: "rules", path: "/rules", status: 200, heading: "How Pickline works", text: /no real money/i },
  { name: "privacy", path: "/privacy", status: 200, heading: "Privacy policy", text: /Effective 1 July 2025[\s\S]*17 or older/ },
  { name: "contact", path: "/contact", status: 200, heading: "Contact us", text: new RegExp(SUPPORT) },
  { name: "not-found", path: "/this-page-does-not-exist", status: 404, heading: "Seems like you were caught offside!" },
] as const;

/** The screenshots the README shows (docs/screenshots); the others stay test artifacts only. */
const README_SHOTS = new Set(["landing-375", "landing-1050", "landing-1824", "rules-1050", "contact-375", "not-found-1050", "drawer-375", "verified-1050"]);

/** Every screenshot is a test artifact; with E2E_SCREENSHOTS=1 the README's ones are also refreshed in docs/screenshots. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
  // Opt-in, so an ordinary test run never leaves changed images in everyone's working tree.
  if (process.env.E2E_SCREENSHOTS === "1" && README_SHOTS.has(name)) {
    const target = path.join(process.cwd(), "docs", "screenshots", `${name}.png`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 1050 ? 812 : 960 } });

    for (const spec of PAGES) {
      test(`${spec.name} renders in the shell with no accessibility violations`, async ({ page }, testInfo) => {
        const response = await page.goto(spec.path);
        expect(response?.status()).toBe(spec.status);
        await expect(page).toHaveTitle(/Pickline/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(spec.heading);
        if ("text" in spec) await expect(page.getByRole("main")).toContainText(spec.text);
        await expect(page.getByRole("banner").getByRole("link", { name: "Pickline home" })).toBeVisible();
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: "Help" })).toHaveAttribute("href", "/rules");
        await expect(footer.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", `mailto:${SUPPORT}`);
        await expect(footer.getByRole("link", { name: /Follow Pickline/ })).toHaveAttribute("href", "https://x.com/pickline");
        // The menu button and the full navigation swap at the desktop breakpoint.
        const menu = page.getByRole("button", { name: "Menu" });
        const mainNav = page.getByRole("navigation", { name: "Main" });
        if (width < 1050) {
          await expect(menu).toBeVisible();
          await expect(mainNav).toBeHidden();
        } else {
          await expect(menu).toBeHidden();
          await expect(mainNav.getByRole("link", { name: "Daily free picks" })).toBeVisible();
        }
        await expectNoAxeViolations(page);
        await screenshot(page, testInfo, `${spec.name}-${width}`);
      });
    }
  });
}

test.describe("keyboard only", () => {
  test("desktop: skip link, then the header links in order, Enter follows one", async ({ page }) => {
    await page.setViewportSize({ width: 1050, height: 900 });
    await page.goto("/privacy");
    const order = ["Skip to content", "Pickline home", "Daily free picks", "Leaderboard", "Pools", "Rules", "Signup", "Login"];
    for (const name of order) {
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveAccessibleName(name);
    }
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(page.locator(":focus")).toHaveAccessibleName("Rules");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How Pickline works");
  });

  test("phone: the menu button opens the drawer, focus stays inside, Escape closes it, a link navigates and closes it", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/contact");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAccessibleName("Skip to content");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAccessibleName("Menu");
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(drawer).toContainText("Seneca");
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, "drawer-375");

    const cycle = ["Free daily picks", "Leaderboard", "Pools", "Rules", "Signup", "Login", "Close"];
    for (const name of cycle) {
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveAccessibleName(name);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAccessibleName("Rules");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rules$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe("verified picker", () => {
  const USERNAME = "casey_picks";
  const UNREAD = 7;
  let user: { id: string };

  test.beforeAll(async () => {
    // The README's screenshots show this nickname; a worker restarted after a failure finds the picker already there.
    const [existing] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE "usernameKey" = $1`, [USERNAME.toLowerCase()]);
    user = existing ?? (await insertUser(sql, { prefix: "e2e-shell", username: USERNAME }));
    await sql(`DELETE FROM "Notification" WHERE "userId" = $1`, [user.id]);
    for (let i = 0; i < UNREAD; i++) {
      await sql(`INSERT INTO "Notification" ("userId", type, read, details) VALUES ($1, 'NEW_FOLLOWER', false, $2)`, [
        user.id,
        JSON.stringify({ username: `fan_${i}` }),
      ]);
    }
    await sql(`INSERT INTO "Notification" ("userId", type, read, details) VALUES ($1, 'NEW_FOLLOWER', true, '{"username":"old"}')`, [user.id]);
  });

  for (const width of WIDTHS) {
    test(`sees the authenticated header at ${width}px`, async ({ page, context }, testInfo) => {
      await signIn(context, user);
      await page.setViewportSize({ width, height: width < 1050 ? 812 : 960 });
      await page.goto("/");
      const header = page.getByRole("banner");
      const bell = header.getByRole("link", { name: `Notifications, ${UNREAD} unread` });
      await expect(bell).toBeVisible();
      await expect(bell).toHaveAttribute("href", "/notifications");
      await expect(bell).toContainText(String(UNREAD));
      await expect(header.getByRole("link", { name: "Signup" })).toHaveCount(0);
      await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
      const profile = header.getByRole("link", { name: USERNAME });
      if (width >= 1050) {
        await expect(profile).toBeVisible();
        await expect(profile).toHaveAttribute("href", `/picker/${USERNAME}`);
        await expect(header.getByRole("link", { name: "Logout" })).toBeVisible();
      } else {
        await expect(profile).toBeHidden();
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Sign out" })).toHaveAttribute("href", "/logout");
        await page.keyboard.press("Escape");
      }
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `verified-${width}`);
    });
  }
});
