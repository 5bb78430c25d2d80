// "Pick it too" on a shared pick, on a phone: the button shows the line offered now, the line moves before the confirm,
// the server's ODDS_CHANGED brings the new line to confirm again from the keyboard, and the same pick is made at it;
// once made, the page offers it no more.
import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { insertUser } from "../tests/support/users";
import { expectNoAxeViolations, gamesLaterToday, sql } from "./support";
import { signInAsNewPicker } from "./sign-in";

/** What reaches past the screen's right edge, if anything. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
          .slice(0, 5),
  );
}

test("a picker makes a shared pick their own at the line offered now, confirming again when it moved", async ({ page, context }) => {
  const star = await insertUser(sql, { prefix: "star" });
  const fan = await signInAsNewPicker(context, { prefix: "copy" });
  const [game] = await gamesLaterToday([[-145, 125]]);
  const [pick] = await sql<{ id: number }>(
    `INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "oddsAt", "oddsSource") VALUES ($1, $2, 'HOME', -145, 1.6897, now(), $3) RETURNING id`,
    [star.id, game.id, `e2e-${crypto.randomBytes(3).toString("hex")}`],
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/pick/${pick.id}`);
  const offer = page.getByRole("button", { name: new RegExp(`^Pick it too: .* -145, ${game.away} @ ${game.home}$`) });
  await expect(offer).toBeVisible();
  await offer.click();
  const group = page.getByRole("group", { name: "Pick it too" });
  await expect(group).toContainText(/Same line now: \S+ -145/);
  await expectNoAxeViolations(page);
  for (const width of [1050, 1824, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect({ width, overflowing: await overflowing(page) }).toEqual({ width, overflowing: [] });
  }

  // The line moves while the offer is open: the confirm sends the line shown, and the server refuses it.
  await sql(`UPDATE "Fixture" SET "homeMoneyLine" = -160 WHERE id = $1`, [game.id]);
  const first = group.getByRole("button", { name: /^Pick \S+ -145$/ });
  await expect(first).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(group.getByRole("alert")).toHaveText("The odds have changed: check the new line and confirm again");
  await expect(group).toContainText(/The line has moved since this pick: now \S+ -160/);
  const again = group.getByRole("button", { name: /^Pick \S+ -160$/ });
  await expect(again).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /You picked \S+ -160 too/ })).toBeVisible();

  const mine = await sql<{ side: string; moneyLine: number; market: string }>(`SELECT side, "moneyLine", market FROM "Pick" WHERE "userId" = $1 AND "fixtureId" = $2`, [fan.id, game.id]);
  expect(mine).toEqual([{ side: "HOME", moneyLine: -160, market: "MONEY_LINE" }]);

  // Picked: the page no longer offers it, once it knows which games the picker has picked.
  const pending = page.waitForResponse((response) => response.url().includes(`/api/picker/picks/${fan.id}/pending`));
  await page.reload();
  await pending;
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pick it too/ })).toHaveCount(0);
});
