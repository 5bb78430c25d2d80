// Pools: create one, share its link, a newcomer signs up through it, joins and picks; the board and feed show both; removal.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gamesLaterToday, sql } from "./support";
import { mailedLink, signInAsNewPicker } from "./sign-in";

test("a pool from creation to invite, sign-up through the link, a pick on the pool's board and feed, and removal", async ({ browser }) => {
  // Two browsers, a sign-up by mail and a dozen pages on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const owner = await signInAsNewPicker(ownerContext, { prefix: "boss" });
  const page = await ownerContext.newPage();
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pools" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pools" })).toBeVisible();
  await expect(page.getByText("You are in no pool yet")).toBeVisible();
  await expectNoAxeViolations(page);

  // People name groups with spaces; extra ones are tidied away, not refused.
  const name = `Smith Family ${crypto.randomBytes(3).toString("hex")}`;
  await page.getByLabel("Pool name").fill(`  ${name.replaceAll(" ", "   ")} `);
  await page.getByRole("button", { name: "Create pool" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const poolUrl = page.url();
  const [stored] = await sql<{ name: string }>(`SELECT name FROM "Pool" WHERE id = $1`, [new URL(poolUrl).pathname.split("/").at(-1)]);
  expect(stored.name).toBe(name);
  const link = (await page.getByTestId("invite-link").textContent())!.trim();
  expect(new URL(link).pathname).toMatch(/^\/pools\/join\/[A-Za-z0-9_-]{22}$/);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoAxeViolations(page);

  // A newcomer opens the link, signs up, verifies, picks a nickname and lands back on the invite.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(link);
  await expect(friend.getByRole("heading", { level: 1, name: "You are invited to a pool" })).toBeVisible();
  await expectNoAxeViolations(friend);
  await friend.getByRole("link", { name: "Sign up" }).click();
  const email = `pooler-${Date.now()}@example.com`;
  await friend.getByLabel("Email").fill(email);
  await friend.getByRole("button", { name: "Signup" }).click();
  await friend.goto(await mailedLink(email));
  const nickname = `Pooler${Date.now().toString(36)}`;
  await friend.getByLabel("Username").fill(nickname);
  await friend.getByRole("button", { name: "Save" }).click();
  await expect(friend).toHaveURL(link);
  await expect(friend.getByRole("heading", { level: 1, name: `Join ${name}` })).toBeVisible();
  await expect(friend.getByText(`Owner: ${owner.username} · 1 member`)).toBeVisible();
  await expectNoAxeViolations(friend);
  await friend.getByRole("button", { name: "Join" }).click();
  await expect(friend.getByRole("heading", { level: 1, name })).toBeVisible();

  const [game] = await gamesLaterToday([[-140, 120]]);
  await friend.goto("/hockey/nhl?filter=today");
  const row = friend.locator(`article[data-fixture-id="${game.id}"]`);
  await row.getByRole("button", { name: `Pick ${game.home}` }).click();
  await expect(row.getByText("Your pick")).toBeVisible();

  await page.reload();
  const board = page.getByRole("list", { name: "Leaderboard" });
  await expect(board.getByRole("link", { name: owner.username })).toBeVisible();
  await expect(board.getByRole("link", { name: nickname })).toBeVisible();
  await expect(page.getByRole("list", { name: "Picks from the pool" }).getByRole("link", { name: nickname })).toBeVisible();
  const [{ notes }] = await sql<{ notes: number }>(
    `SELECT count(*)::int AS notes FROM "Notification" WHERE "userId" = $1 AND type = 'POOL_JOINED'`,
    [owner.id],
  );
  expect(notes).toBe(1);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 812 });
  // Nothing on the page reaches past the screen's right edge (named, so a failure says what does).
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 5),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: `Remove ${nickname}` }).click();
  await expect(page.getByRole("button", { name: `Remove ${nickname}` })).toHaveCount(0);
  const response = await friend.goto(poolUrl);
  expect(response?.status()).toBe(404);
  await expect(friend.getByRole("heading", { level: 1 })).toHaveText("Seems like you were caught offside!");

  await page.goto(`/leaderboard?scope=pool:${new URL(poolUrl).pathname.split("/").at(-1)}`);
  await expect(page.getByRole("navigation", { name: "Whose leaderboard" }).getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
});
