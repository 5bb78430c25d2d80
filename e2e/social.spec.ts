// Social journeys: follow a picker from the pickers feed and see their picks, get notified when followed, clear notifications.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, sql } from "./support";
import { signInAsNewPicker } from "./sign-in";

test("follow a picker from the pickers feed, then see their picks on the dashboard and in the network feed", async ({ page, context }) => {
  const me = await signInAsNewPicker(context, { prefix: "fan" });
  const withNflPicks = new Set(
    (
      await sql<{ username: string }>(
        `SELECT DISTINCT u.username FROM "User" u JOIN "Pick" p ON p."userId" = u.id JOIN "Fixture" f ON f.id = p."fixtureId"
         WHERE f.league = 'NFL' AND p.kind = 'NORMAL' AND u.username IS NOT NULL`,
      )
    ).map((row) => row.username),
  );

  await page.goto("/football/nfl");
  const block = page.getByRole("region", { name: "Picks from your network" });
  await expect(block).toContainText("No suggestions to show. Follow fellow pickers to see their picks!");
  await block.getByRole("link", { name: "Discover pickers" }).click();
  await expect(page).toHaveURL(/\/football\/nfl\/pickers\/feed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pickers you might like" })).toBeVisible();
  await expectNoAxeViolations(page);

  const cards = page.getByRole("list", { name: "Pickers" }).getByRole("listitem");
  const names = (await cards.getByRole("link").allTextContents()).map((name) => name.trim());
  const username = names.find((name) => withNflPicks.has(name))!;
  expect(username).toBeTruthy();
  const card = cards.filter({ has: page.getByRole("link", { name: username, exact: true }) });
  await card.getByRole("button", { name: `Follow ${username}` }).click();
  await expect(card.getByRole("button", { name: new RegExp(`${username}$`) })).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(async () => (await sql(`SELECT 1 FROM "Follow" f JOIN "User" u ON u.id = f."followedId" WHERE f."followerId" = $1 AND u.username = $2`, [me.id, username])).length)
    .toBe(1);

  await page.getByRole("searchbox", { name: "Find a picker" }).fill(username.toUpperCase());
  const found = page.getByRole("list", { name: "Search results" }).getByRole("listitem").first();
  await expect(found.getByRole("link", { name: username, exact: true })).toBeVisible();
  await expect(found.getByRole("button", { name: new RegExp(`${username}$`) })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/football/nfl");
  await expect(block.getByRole("link", { name: username, exact: true })).toBeVisible();
  await expect(block.getByText(/^Picked /).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await block.getByRole("link", { name: "See all" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Picks from your network" })).toBeVisible();
  await expect(page.getByRole("link", { name: username, exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a picker followed from another browser is notified, and Clear marks everything read", async ({ browser }) => {
  const starContext = await browser.newContext();
  const fanContext = await browser.newContext();
  const star = await signInAsNewPicker(starContext, { prefix: "star" });
  const fan = await signInAsNewPicker(fanContext, { prefix: "fan" });

  const fanPage = await fanContext.newPage();
  await fanPage.goto(`/picker/${star.username}`);
  await expect(fanPage.getByRole("heading", { level: 1, name: star.username })).toBeVisible();
  await expect(fanPage.getByText(/^since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expectNoAxeViolations(fanPage);
  await fanPage.getByRole("button", { name: `Follow ${star.username}` }).click();
  await expect(fanPage.getByRole("button", { name: new RegExp(`${star.username}$`) })).toHaveAttribute("aria-pressed", "true");

  const starPage = await starContext.newPage();
  await expect
    .poll(async () => (await sql(`SELECT 1 FROM "Notification" WHERE "userId" = $1 AND read = false`, [star.id])).length)
    .toBe(1);
  await starPage.goto("/notifications");
  const list = starPage.getByRole("list", { name: "Notifications" });
  const item = list.getByRole("listitem").filter({ hasText: "New follower" });
  await expect(item).toContainText(`${fan.username} started following you`);
  await expect(item.getByRole("button", { name: /^Mark as read: / })).toBeVisible();
  await expectNoAxeViolations(starPage);

  const badge = starPage.getByTestId("notification-badge");
  await expect(badge).toHaveText("1");
  await starPage.getByRole("button", { name: "Clear" }).click();
  await expect(item.getByRole("button", { name: /^Mark as read: / })).toHaveCount(0);
  // The header's badge follows without a reload.
  await expect(badge).toHaveCount(0);
  await expect(starPage.getByRole("button", { name: "Clear" })).toBeDisabled();
  expect(await sql(`SELECT 1 FROM "Notification" WHERE "userId" = $1 AND read = false`, [star.id])).toHaveLength(0);

  await starPage.goto(`/picker/${star.username}/followers`);
  await expect(starPage.getByRole("list", { name: `${star.username}'s followers` }).getByRole("link", { name: fan.username })).toBeVisible();
  await expectNoAxeViolations(starPage);
  await starContext.close();
  await fanContext.close();
});

test("visitors see a profile's statistics with a login prompt instead of the last pick", async ({ page }) => {
  const [picker] = await sql<{ username: string }>(
    `SELECT u.username FROM "User" u WHERE u.username IS NOT NULL AND EXISTS (SELECT 1 FROM "Pick" p WHERE p."userId" = u.id) ORDER BY u.username LIMIT 1`,
  );
  await page.goto(`/picker/${picker.username}`);
  await expect(page.getByRole("link", { name: "Statistics" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Total picks")).toBeVisible();
  await expect(page.getByRole("img", { name: /^Win rate: Won \d+%, Lost \d+%, Pending \d+%$/ })).toBeVisible();
  await expect(page.getByText("to see this picker's last pick")).toBeVisible();
  await page.getByRole("button", { name: `Log in to follow ${picker.username}` }).click();
  await expect(page.getByRole("dialog", { name: "Login to continue" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/picker/${picker.username}$`));
  await expectNoAxeViolations(page);
});

test("the Skill card at 375 px: plain words, a chart with a text alternative, or how many more picks it needs", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // The demo picker with the most picks the skill figures count: settled and decided, with both prices, on a line that
  // closed at the picked point (a money line always does; a spread or total only when its point held).
  const [sharp] = await sql<{ username: string; counted: number }>(
    `SELECT u.username, count(*)::int AS counted FROM "User" u JOIN "Pick" p ON p."userId" = u.id JOIN "Fixture" f ON f.id = p."fixtureId"
     WHERE u.username IS NOT NULL AND p.kind = 'NORMAL' AND p.state = 'FINAL' AND p.outcome <> 'PUSH' AND p."opposingMoneyLine" IS NOT NULL
       AND CASE p.market
         WHEN 'MONEY_LINE' THEN (CASE p.side WHEN 'HOME' THEN f."closingHomeMoneyLine" ELSE f."closingAwayMoneyLine" END) IS NOT NULL
         WHEN 'SPREAD' THEN (CASE p.side WHEN 'HOME' THEN f."closingHomeSpread" ELSE -f."closingHomeSpread" END) = p.point
         ELSE f."closingTotalPoints" = p.point END
     GROUP BY u.username ORDER BY 2 DESC, 1 LIMIT 1`,
  );
  expect(sharp.counted).toBeGreaterThanOrEqual(20);
  await page.goto(`/picker/${sharp.username}`);
  const card = page.getByRole("region", { name: "Skill" });
  await expect(card.getByText(/^Beats the closing line \d+% of the time$/)).toBeVisible();
  await expect(card.getByText(/^Scored \d+\.\d points? (more|fewer) than the odds expected$|^Scored what the odds expected$/)).toBeVisible();
  await expect(card.getByText(`From ${sharp.counted} settled picks`, { exact: false })).toBeVisible();
  // The card says which picks count, spreads and totals included.
  await expect(card.getByText("a spread or total only when its line closed at the point you took", { exact: false })).toBeVisible();
  const chart = card.getByRole("img", { name: /Points scored against points the odds expected/ });
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await card.screenshot({ path: test.info().outputPath("skill-card-375.png") });
  await expectNoAxeViolations(page);

  const me = await signInAsNewPicker(context, { prefix: "skill" });
  await page.goto(`/picker/${me.username}`);
  await expect(page.getByRole("region", { name: "Skill" }).getByText("20 more picks are needed (0 so far)", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a picker uploads a profile picture on their own profile and sees it in the header", async ({ page, context }) => {
  const me = await signInAsNewPicker(context, { prefix: "pic" });
  await page.goto(`/picker/${me.username}`);
  await expect(page.getByRole("button", { name: `Follow ${me.username}` })).toHaveCount(0);
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#f2a900" } }).png().toBuffer();
  await page.getByLabel("Change picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  const headerPicture = page.locator(`header a[href="/picker/${me.username}"] img`);
  await expect(headerPicture).toHaveAttribute("src", new RegExp(`^/api/picker/${me.id}/avatar\\?v=[0-9a-f]{16}$`));
  await expect(page.getByRole("img", { name: `${me.username}'s avatar` })).toHaveAttribute("src", /\/avatar\?v=/);
  const response = await page.request.get((await headerPicture.getAttribute("src"))!);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect(response.headers()["cache-control"]).toContain("immutable");
  await expectNoAxeViolations(page);
});

test("a picker edits their bio: n/100 counter, the edit button becomes a check, the bio is kept", async ({ page, context }) => {
  const me = await signInAsNewPicker(context, { prefix: "bio" });
  await page.goto(`/picker/${me.username}`);
  await page.getByRole("button", { name: "Edit bio" }).click();
  const field = page.getByRole("textbox", { name: "Bio" });
  const save = page.getByRole("button", { name: "Save bio" });
  await expect(page.getByText("0/100")).toBeVisible();
  await expect(save).toHaveAttribute("data-icon", "edit");
  await field.fill("Underdogs on the road");
  await expect(page.getByText("21/100")).toBeVisible();
  await expect(save).toHaveAttribute("data-icon", "check");
  await expectNoAxeViolations(page);
  await save.click();
  await expect(page.getByRole("button", { name: "Edit bio" })).toBeVisible();
  await expect(page.getByText("Underdogs on the road")).toBeVisible();
  expect(await sql(`SELECT bio FROM "User" WHERE id = $1`, [me.id])).toEqual([{ bio: "Underdogs on the road" }]);
  await page.reload();
  await expect(page.getByText("Underdogs on the road")).toBeVisible();
});

for (const width of [375, 1050, 1824]) {
  test(`header picker search at ${width} px: keyboard to a result, follow from it, then open the profile`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: width < 1050 ? 812 : 960 });
    const me = await signInAsNewPicker(context, { prefix: "finder" });
    const [target] = await sql<{ id: string; username: string }>(
      `SELECT id, username FROM "User" WHERE email LIKE '%@demo.pickline.app' AND username IS NOT NULL ORDER BY username OFFSET 3 LIMIT 1`,
    );
    await page.goto("/rules");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Search pickers" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const box = page.getByRole("searchbox", { name: "Find a picker" });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute("name", "search");
    // A lower-case prefix finds the picker whatever the case of their name.
    await page.keyboard.type(target.username.slice(0, 4).toLowerCase());
    const results = page.getByRole("list", { name: "Search results" });
    const link = results.getByRole("link", { name: target.username, exact: true });
    await expect(link).toBeVisible();
    const panel = await page.getByRole("search").boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);

    await results.getByRole("button", { name: `Follow ${target.username}` }).click();
    await expect(results.getByRole("button", { name: new RegExp(`(Following|Unfollow) ${target.username}`) })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(async () => (await sql(`SELECT 1 FROM "Follow" WHERE "followedId" = $1 AND "followerId" = $2`, [target.id, me.id])).length).toBe(1);

    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/picker/${target.username}$`));
    await expect(box).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
}

test("a profile's settled picks past the first page come with Load more", async ({ page, context }) => {
  await signInAsNewPicker(context, { prefix: "reader" });
  const [busy] = await sql<{ username: string; settled: number }>(
    `SELECT u.username, count(*)::int AS settled FROM "User" u JOIN "Pick" p ON p."userId" = u.id
     WHERE p.kind = 'NORMAL' AND p.state = 'FINAL' AND u.username IS NOT NULL GROUP BY u.username HAVING count(*) > 20 ORDER BY count(*) DESC LIMIT 1`,
  );
  await page.goto(`/picker/${busy.username}/picks`);
  const recents = page.getByRole("region", { name: "Recents" }).getByRole("listitem");
  await expect(recents).toHaveCount(20);
  await page.getByRole("button", { name: "Load more settled picks" }).click();
  await expect(recents).toHaveCount(Math.min(busy.settled, 40));
  await expectNoAxeViolations(page);
});
