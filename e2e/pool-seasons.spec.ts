// A pick'em pool through its weeks on the demo world: join the seeded pool, see who still has to pick, pick, read the
// two weeks already over (final tables, winners), the winners list and the season; the owner pins an announcement the
// members are told of and exports the season table.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, gamesLaterToday, pickHomeToday, sql } from "./support";
import { signIn, signInAsNewPicker } from "./sign-in";

test("a member joins the demo pool, picks, and reads the final weeks, the winners and the season; the owner announces and exports", async ({ browser }) => {
  test.setTimeout(180_000);
  const [pool] = await sql<{ id: string; inviteCode: string; ownerId: string }>(`SELECT id, "inviteCode", "ownerId" FROM "Pool" WHERE name = 'Sunday Regulars'`);
  const context = await browser.newContext();
  const me = await signInAsNewPicker(context, { prefix: "regular" });
  const page = await context.newPage();
  await page.goto(`/pools/join/${pool.inviteCode}`);
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sunday Regulars" })).toBeVisible();
  await expect(page.getByText("Welcome to the Sunday Regulars")).toBeVisible();
  await expect(page.getByText(/Ties: Members level on points are separated by more winning picks/)).toBeVisible();
  // The season's first week written as the week labels write it, never as a stored date.
  await expect(page.getByText(/the season counts from the week of [A-Z][a-z]{2} \d{1,2}\. Ties:/)).toBeVisible();
  await expect(page.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);

  // This week is live, and the newcomer has not picked yet.
  const show = page.getByLabel("Show");
  await expect(show.locator("option:checked")).toHaveText(/\(this week\)$/);
  await expect(page.getByRole("list", { name: "Members still to pick" }).getByText(me.username, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  const [game] = await gamesLaterToday([[-130, 110]]);
  await pickHomeToday(page, game);
  await page.goto(`/pools/${pool.id}`);
  await expect(page.getByRole("heading", { name: /^Still to pick/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Members still to pick" }).getByText(me.username, { exact: true })).toHaveCount(0);

  // Last week is over: its final table has a winner, told by a notification.
  await show.selectOption({ index: 3 });
  await expect(page).toHaveURL(/\?table=\d{4}-\d{2}-\d{2}$/);
  const lastWeek = page.getByRole("list", { name: /^Table, Week of / });
  await expect(lastWeek.getByText("Week winner").first()).toBeVisible();
  const [{ told }] = await sql<{ told: number }>(`SELECT count(*)::int AS told FROM "Notification" WHERE type = 'POOL_WEEK_WON' AND details->>'poolId' = $1`, [pool.id]);
  expect(told).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);

  // The week before it, then the winners of every past week, then the season.
  await page.getByLabel("Show").selectOption({ index: 4 });
  await expect(page.getByRole("list", { name: /^Table, Week of / }).getByText("Week winner").first()).toBeVisible();
  await page.getByLabel("Show").selectOption("winners");
  const winners = page.getByRole("list", { name: "Weekly winners" });
  await expect(winners.getByRole("link", { name: /^Week of / })).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByLabel("Show").selectOption("season");
  await expect(page.getByRole("list", { name: "Season table" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Pool members" }).getByText(/Won \d+ weeks?/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The owner pins an announcement; the new member is told.
  const ownerContext = await browser.newContext();
  await signIn(ownerContext, { id: pool.ownerId });
  const owner = await ownerContext.newPage();
  await owner.goto(`/pools/${pool.id}`);
  const text = `Playoff week: picks lock at kickoff ${crypto.randomBytes(2).toString("hex")}`;
  // Filled again until it holds exactly the new text: a fill before hydration is kept beside the pinned one.
  await expect(async () => {
    await owner.getByLabel("Pinned announcement").fill(text);
    await expect(owner.getByLabel("Pinned announcement")).toHaveValue(text, { timeout: 1_000 });
  }).toPass();
  await owner.getByRole("button", { name: "Post announcement" }).click();
  await expect(owner.getByText("Announcement pinned; members were notified")).toBeVisible();
  await expect(owner.getByRole("region", { name: "Announcement" }).getByText(text, { exact: true })).toBeVisible();
  for (const width of [375, 1050, 1824]) {
    await owner.setViewportSize({ width, height: 900 });
    const fits = await owner.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect({ width, fits }).toEqual({ width, fits: true });
  }
  await expectNoAxeViolations(owner);
  const csv = await owner.request.get(`/api/pools/${pool.id}/export`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split("\r\n")[0]).toBe("rank,picker,points,winning picks,closing-line value,tiebreak");

  await page.goto("/notifications");
  await expect(page.getByText(`Sunday Regulars: ${text}`)).toBeVisible();
});
