// Sharing: a picker copies the link of their pick (no Web Share API in desktop Chromium), a visitor opens it and is
// invited to pick the game through the login panel; making the profile private hides the pick from visitors and from
// a follower, on every page and call that showed it.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gamesLaterToday, sql } from "./support";
import { signInAsNewPicker } from "./sign-in";

test.use({ viewport: { width: 375, height: 800 } });

test("share a pick, open it as a visitor, then make the profile private", async ({ page, context, browser, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const me = await signInAsNewPicker(context, { prefix: "sharer" });
  const [game] = await gamesLaterToday([[-140, 120]]);
  const [pick] = await sql<{ id: number }>(
    `INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "oddsAt", "oddsSource") VALUES ($1, $2, 'AWAY', 120, 2.2, now(), 'e2e') RETURNING id`,
    [me.id, game.id],
  );

  await page.goto(`/picker/${me.username}/picks`);
  await page.getByRole("button", { name: new RegExp(`^Share pick: ${game.away}`) }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/pick/${pick.id}`);
  // The kit's toast (an <li> with role status) trips axe's list rule while it shows: checked once it is dismissed.
  await page.getByRole("button", { name: "Dismiss message" }).click();
  await expectNoAxeViolations(page);

  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const shared = await visitor.newPage();
  const response = await shared.goto(`/pick/${pick.id}`);
  expect(response?.status()).toBe(200);
  await expect(shared.getByRole("heading", { level: 1, name: `${me.username} picked ${game.away}` })).toBeVisible();
  await expect(shared.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/pick/${pick.id}$`));
  await expect(shared.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/pick/${pick.id}/image/[\\w-]{12}$`));
  const cta = shared.getByRole("complementary", { name: "Make your pick" });
  await expect(cta).toContainText("Log in to make your own free pick on this game");
  await expectNoAxeViolations(shared);
  await cta.getByRole("link", { name: "Log in to pick" }).click();
  await expect(shared.getByRole("dialog", { name: "Login to continue" })).toBeVisible();
  const imageUrl = await shared.locator('meta[property="og:image"]').getAttribute("content");
  const image = await shared.request.get(new URL(imageUrl!).pathname);
  expect(image.headers()["content-type"]).toBe("image/png");

  await page.goto(`/picker/${me.username}`);
  await page.getByRole("checkbox", { name: "Private profile" }).check();
  await expect(page.getByText("Settings saved")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Private profile" })).toBeChecked();
  await page.getByRole("button", { name: "Dismiss message" }).click();
  await expectNoAxeViolations(page);
  expect((await shared.goto(`/pick/${pick.id}`))?.status()).toBe(404);
  expect((await shared.goto(`/picker/${me.username}`))?.status()).toBe(404);

  // Nowhere else either: not the game's page and its pickers (HTML and the RSC payload inlined in it), the board, the
  // network feed of someone who followed before, nor the API behind them; for a visitor and for that follower.
  const fan = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const follower = await signInAsNewPicker(fan, { prefix: "fan" });
  await sql(`INSERT INTO "Follow" ("followerId", "followedId") VALUES ($1, $2)`, [follower.id, me.id]);
  for (const viewer of [visitor, fan]) {
    for (const path of [`/hockey/nhl/fixture/${game.id}`, "/hockey/nhl", "/hockey/nhl/picks/feed", `/api/picks/fixture/${game.id}`, `/api/picker/${me.id}/stats`]) {
      const answer = await viewer.request.get(path);
      expect(answer.status(), path).toBeLessThan(500);
      expect(await answer.text(), path).not.toContain(me.username);
    }
  }
  await fan.close();
  await visitor.close();
});
