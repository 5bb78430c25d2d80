// Layout promises a user checks by eye: back buttons on league pages, the blurred drawer backdrop, the phone's side
// menu, board and parlay bar, whole-word usernames, and big-screen pages that line up with the header.
import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { insertUser } from "../tests/support/users";
import { signIn } from "./sign-in";
import { expectNoAxeViolations, gamesLaterToday, openParlayBuilder, sql } from "./support";

const PHONE = { width: 375, height: 812 };

/** The demo picker following the most pickers: the fullest "Picks from your network" block the seed has. */
async function mostConnectedPicker(): Promise<{ id: string; username: string }> {
  const [user] = await sql<{ id: string; username: string }>(
    `SELECT u.id, u.username FROM "User" u JOIN "Follow" f ON f."followerId" = u.id
     WHERE u.email LIKE '%@demo.pickline.app' AND u.username IS NOT NULL AND u."emailVerified" IS NOT NULL
     GROUP BY u.id ORDER BY count(*) DESC, u.username LIMIT 1`,
  );
  return user;
}

async function box(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: Math.round(r.left), right: Math.round(r.right) };
  });
}

test.describe("league sub-pages", () => {
  for (const [name, pathOf] of [
    ["picks feed", async () => "/football/nfl/picks/feed"],
    ["pickers feed", async () => "/football/nfl/pickers/feed"],
    [
      "fixture page",
      async () => `/football/nfl/fixture/${(await sql<{ id: number }>(`SELECT id FROM "Fixture" WHERE league = 'NFL' ORDER BY "startsAt" DESC LIMIT 1`))[0].id}`,
    ],
  ] as const) {
    test(`the ${name} has the product's back button to the league`, async ({ page }) => {
      await page.goto(await pathOf());
      const back = page.getByRole("main").getByRole("button", { name: "Back to NFL" });
      await expect(back).toBeVisible();
      await expectNoAxeViolations(page);
      await back.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/football\/nfl$/);
    });
  }
});

test("the drawer's backdrop is blurred in the production build", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/rules");
  await page.getByRole("button", { name: "Menu" }).click();
  const backdrop = page.getByTestId("drawer-backdrop");
  await expect(backdrop).toBeAttached();
  expect(await backdrop.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("blur(6px)");
});

test("a verified picker on a phone reaches their own profile from the side menu", async ({ page, context }) => {
  const user = await mostConnectedPicker();
  await signIn(context, user);
  await page.setViewportSize(PHONE);
  await page.goto("/rules");
  await page.getByRole("button", { name: "Menu" }).click();
  const profile = page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "My profile" });
  await expect(profile).toHaveAttribute("href", `/picker/${encodeURIComponent(user.username)}`);
  await expectNoAxeViolations(page);
  await profile.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(user.username);
});

for (const who of ["visitor", "picker with a network"] as const) {
  test(`on a phone the board's first screen shows games and every time filter, for a ${who}`, async ({ page, context }) => {
    if (who !== "visitor") await signIn(context, await mostConnectedPicker());
    await page.setViewportSize(PHONE);
    await page.goto("/football/nfl?filter=all");
    const firstGame = page.locator("article[data-fixture-id]").first();
    await expect(firstGame).toBeInViewport();
    const filters = page.getByRole("navigation", { name: "Time filter" });
    for (const name of ["Today", "This week", "This month", "All"]) {
      const pill = filters.getByRole("link", { name });
      await expect(pill).toBeInViewport({ ratio: 1 });
    }
    await expectNoAxeViolations(page);
  });
}

test("on a phone a parlay in progress keeps its leg count, line and Confirm in view", async ({ page, context }) => {
  const user = await mostConnectedPicker();
  await signIn(context, user);
  const games = await gamesLaterToday([
    [-150, 130],
    [200, -240],
  ]);
  await page.setViewportSize(PHONE);
  await page.goto("/hockey/nhl?filter=today");
  const row = (id: number) => page.locator(`article[data-fixture-id="${id}"]`);
  await expect(row(games[1].id)).toBeVisible();
  await openParlayBuilder(page);
  await row(games[0].id).getByRole("button", { name: `Add ${games[0].away} to parlay` }).click();
  await row(games[1].id).getByRole("button", { name: `Add ${games[1].home} to parlay` }).click();
  // +130 and +200: 2.3 × 3 = 6.9, a combined line of +590.
  const bar = page.getByRole("region", { name: "Parlay in progress" });
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expect(bar).toContainText("2 picks");
  await expect(bar).toContainText("+590");
  await expectNoAxeViolations(page);
  await page.mouse.wheel(0, -5000);
  await expect(bar).toBeInViewport({ ratio: 1 });
  await bar.getByRole("button", { name: "Confirm parlay" }).click();
  await expect(page.getByText("Parlay successfully created!")).toBeInViewport();
  await expect(bar).toHaveCount(0);
});

test("a username keeps whole words on a phone profile; only a name longer than the screen wraps", async ({ page }) => {
  const suffix = crypto.randomBytes(3).toString("hex");
  const names = { usual: `sharpshooter${suffix}`, huge: `an_extremely_long_username_that_cannot_fit_on_one_line_${suffix}` };
  for (const username of Object.values(names)) {
    await insertUser(sql, { id: `e2e-${username}`, email: `${username}@e2e.test`, username });
  }
  await page.setViewportSize(PHONE);
  const lines = () =>
    page.getByRole("heading", { level: 1 }).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
  await page.goto(`/picker/${names.usual}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(names.usual);
  expect(await lines()).toBe(1);
  expect(await page.getByRole("heading", { level: 1 }).evaluate((el) => getComputedStyle(el).hyphens)).not.toBe("auto");
  await page.goto(`/picker/${names.huge}`);
  expect(await lines()).toBeGreaterThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("at 1824 px the dashboard lines up with the header and footer", async ({ page }) => {
  await page.setViewportSize({ width: 1824, height: 960 });
  await page.goto("/football/nfl");
  const header = await box(page, "header > div");
  expect(await box(page, "main")).toEqual(header);
  expect(await box(page, "footer > div")).toEqual(header);
});

for (const width of [1050, 1824]) {
  test(`the leaderboard is a full column at ${width} px, not a narrow strip`, async ({ page }) => {
    await page.setViewportSize({ width, height: 960 });
    await page.goto("/leaderboard?period=ALL");
    const list = page.getByRole("list", { name: "Leaderboard" });
    await expect(list).toBeVisible();
    expect((await list.boundingBox())!.width).toBeGreaterThanOrEqual(700);
  });
}
