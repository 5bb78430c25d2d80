// A signed-in user whose e-mail is not verified yet: the header, the side menu and the home page (where /login and
// /signup send them) say so, offer a fresh verify link (POST /api/signup) and a way to sign out (POST /api/logout).
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { mailsTo } from "../tests/support/outbox";
import { signInAsNewPicker } from "./sign-in";
import { expectNoAxeViolations, sql } from "./support";

/** A user with a session and no verified address, as after following a login link before the sign-up one. */
const signInUnverified = (context: BrowserContext) => signInAsNewPicker(context, { prefix: "e2eunv", verified: false, username: null });

const verifyLinksTo = (address: string) => mailsTo(address).filter((mail) => mail.url && new URL(mail.url).pathname === "/verify");

async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1050, height: 900 } });

  test("the header offers Verify e-mail and Sign out; /signup and /login send them home, where the link can be sent again", async ({ page, context }) => {
    const { email } = await signInUnverified(context);
    await page.goto("/rules");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Verify e-mail" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Signup" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: /Notifications/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Both pages are for signed-out visitors only: home, where the verify prompt is.
    for (const path of ["/login", "/signup"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 2, name: "Verify your e-mail" })).toBeVisible();
    }

    await page.goto("/rules");
    await banner.getByRole("link", { name: "Verify e-mail" }).click();
    await expect(page).toHaveURL(/\/#verify-email$/);
    await expect(page.getByRole("heading", { level: 2, name: "Verify your e-mail" })).toBeInViewport();
    await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
    await expectNoAxeViolations(page);
    const before = verifyLinksTo(email).length;
    // Keyboard only: the resend button is reachable and works with Enter.
    const resend = page.getByRole("button", { name: "Send the link again" });
    await resend.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: `A new link is on its way to ${email}.` })).toBeVisible();
    await expect.poll(() => verifyLinksTo(email).length).toBe(before + 1);
  });

  test("Sign out ends the session and brings back the visitor's header", async ({ page, context }) => {
    const { token } = await signInUnverified(context);
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect.poll(async () => (await sql(`SELECT 1 FROM "Session" WHERE "sessionToken" = $1`, [token])).length).toBe(0);
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  });
});

for (const width of [375, 1824]) {
  test(`at ${width} px the prompt is in view, without overflow${width === 375 ? ", and the side menu offers both actions" : ""}`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    const { token } = await signInUnverified(context);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Verify e-mail" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Send the link again" })).toBeInViewport();
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    if (width !== 375) return;
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Verify your e-mail" })).toHaveAttribute("href", "/#verify-email");
    await expect(menu.getByRole("link", { name: "Login" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await menu.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect.poll(async () => (await sql(`SELECT 1 FROM "Session" WHERE "sessionToken" = $1`, [token])).length).toBe(0);
  });
}
