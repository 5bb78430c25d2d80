// Hidden picks: a picker turns on "Hide my pending picks" and a pool owner "Hide members' picks", both with the keyboard;
// the owner then sees the member's pick only as "Picked ✓" in the pool's feed and on the member's profile, the member
// sees it in full, and once the game starts everyone sees it.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { checkWithSpace, expectNoAxeViolations, gamesLaterToday, kickOff, overflowing, pickHomeToday, sql } from "./support";
import { signInAsNewPicker } from "./sign-in";

test("the hiding switches work from the keyboard, and another picker sees Picked ✓ until the game starts", async ({ browser }) => {
  // Two browsers and a handful of pages on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const owner = await signInAsNewPicker(ownerContext, { prefix: "host" });
  const member = await signInAsNewPicker(memberContext, { prefix: "quiet" });
  const [pool] = await sql<{ id: string }>(
    `INSERT INTO "Pool" (id, name, leagues, "ownerId", "inviteCode", "updatedAt") VALUES ($1, $2, '{NHL}', $3, $4, now()) RETURNING id`,
    [`e2e${crypto.randomBytes(8).toString("hex")}`, `Poker faces ${crypto.randomBytes(2).toString("hex")}`, owner.id, crypto.randomBytes(16).toString("base64url")],
  );
  await sql(`INSERT INTO "PoolMember" ("poolId", "userId") VALUES ($1, $2), ($1, $3)`, [pool.id, owner.id, member.id]);

  // The member's own setting: focus the box and press Space, as a keyboard user does.
  const mine = await memberContext.newPage();
  await mine.goto(`/picker/${member.username}`);
  await checkWithSpace(mine, "Hide my pending picks until the game starts");
  await expect(mine.getByText("Settings saved")).toBeVisible();
  await expect.poll(async () => (await sql<{ on: boolean }>(`SELECT "hidePendingPicks" AS on FROM "User" WHERE id = $1`, [member.id]))[0].on).toBe(true);
  await expectNoAxeViolations(mine);
  for (const width of [375, 1050, 1824]) {
    await mine.setViewportSize({ width, height: 900 });
    expect({ width, overflowing: await overflowing(mine) }).toEqual({ width, overflowing: [] });
  }

  // The owner's pool option: Space on the box, then Enter on Save.
  const host = await ownerContext.newPage();
  await host.goto(`/pools/${pool.id}`);
  await checkWithSpace(host, "Hide members' picks until the game starts");
  await host.getByRole("button", { name: "Save changes" }).focus();
  await host.keyboard.press("Enter");
  await expect(host.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await expect.poll(async () => (await sql<{ on: boolean }>(`SELECT "hidePicks" AS on FROM "Pool" WHERE id = $1`, [pool.id]))[0].on).toBe(true);
  await expectNoAxeViolations(host);

  // The member picks a game later today and sees their own pick in full.
  const [game] = await gamesLaterToday([[-145, 125]]);
  await pickHomeToday(mine, game);
  await mine.goto(`/picker/${member.username}/picks`);
  // Their card reads as a bet slip: the home side's abbreviation and the price taken.
  await expect(mine.getByRole("region", { name: "Pending" }).getByText(/^Picked \S+ -145$/)).toBeVisible();

  // The owner sees that the member picked, never which side or at what price.
  await host.reload();
  await expect(host.getByText("Members' picks read Picked ✓ here until each game starts.")).toBeVisible();
  const feedItem = host.getByRole("list", { name: "Picks from the pool" }).getByRole("listitem").filter({ hasText: member.username });
  await expect(feedItem.getByText("Picked ✓")).toBeVisible();
  await expect(feedItem).toContainText("Hidden until the game starts");
  await expect(feedItem).not.toContainText(/Picked (?!✓)/);
  await expect(feedItem).not.toContainText("-145");
  await expectNoAxeViolations(host);
  for (const width of [375, 1050, 1824]) {
    await host.setViewportSize({ width, height: 900 });
    expect({ width, overflowing: await overflowing(host) }).toEqual({ width, overflowing: [] });
  }
  await host.goto(`/picker/${member.username}/picks`);
  const pending = host.getByRole("region", { name: "Pending" });
  await expect(pending.getByText("Picked ✓")).toBeVisible();
  await expect(pending).not.toContainText(/Picked (?!✓)/);
  await expectNoAxeViolations(host);

  // The game starts (by the database's clock): the pick is shown as usual.
  await kickOff([game.id]);
  await host.goto(`/pools/${pool.id}`);
  const shown = host.getByRole("list", { name: "Picks from the pool" }).getByRole("listitem").filter({ hasText: member.username });
  await expect(shown).toContainText(/Picked \S+ -145/);
  await expect(shown.getByText("Picked ✓")).toHaveCount(0);
  await ownerContext.close();
  await memberContext.close();
});
