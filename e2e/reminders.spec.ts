// The game-day reminder: a picker turns it on from their profile, a cron sync puts it in the outbox, and its
// Unsubscribe link, opened without signing in, turns it off.
import { expect, test } from "@playwright/test";
import { mailsTo } from "../tests/support/outbox";
import { expectNoAxeViolations, runScheduledSync, sql } from "./support";
import { signInAsNewPicker } from "./sign-in";

const TZ = process.env.APP_TIMEZONE || "America/New_York";

/** An NHL game of their own starting soon today (well within the reminder's lead time, before local midnight). */
async function gameStartingSoon(): Promise<number> {
  const [game] = await sql<{ id: number }>(
    `INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", provider, "providerEventId", "updatedAt")
     SELECT 'NHL', now() + least(interval '1 hour', (((date_trunc('day', now() AT TIME ZONE $1) + interval '1 day') AT TIME ZONE $1) - now()) / 2),
       'PREGAME', (SELECT min(id) FROM "Team" WHERE league = 'NHL'), (SELECT max(id) FROM "Team" WHERE league = 'NHL'), -130, 110, 'e2e',
       'e2e-reminder-' || md5(random()::text), now()
     RETURNING id`,
    [TZ],
  );
  return game.id;
}

const reminderTo = (address: string) => mailsTo(address).find((mail) => mail.subject.startsWith("Game day"));

test("turn on the game-day reminder, receive it after a sync, unsubscribe from its link without signing in", async ({ page, context, browser }) => {
  const me = await signInAsNewPicker(context, { prefix: "reminded" });
  const address = me.email;
  // The picker's leagues are those they have picked in: one NHL pick on an earlier game.
  await sql(
    `INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
     SELECT $1, id, 'HOME', -130, 1.7692, now(), 'e2e' FROM "Fixture" WHERE league = 'NHL' AND id <> $2 ORDER BY id LIMIT 1`,
    [me.id, await gameStartingSoon()],
  );

  await page.goto(`/picker/${me.username}`);
  const reminder = page.getByRole("checkbox", { name: "Game-day reminder e-mail" });
  await expect(reminder).not.toBeChecked();
  await reminder.check();
  await expect(page.getByText("Settings saved")).toBeVisible();

  await runScheduledSync(page.request);
  await expect.poll(() => reminderTo(address)?.subject).toMatch(/^Game day: \d+ games? left to pick$/);
  const link = /href="([^"]*\/unsubscribe\?[^"]*)"/.exec(reminderTo(address)!.html)![1].replaceAll("&amp;", "&");

  const visitor = await browser.newContext();
  const mailPage = await visitor.newPage();
  await mailPage.goto(link);
  await expect(mailPage.getByRole("heading", { name: "Unsubscribe from the game-day reminder" })).toBeVisible();
  await expectNoAxeViolations(mailPage);
  await mailPage.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(mailPage.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await visitor.close();

  expect((await sql<{ emailReminder: boolean }>(`SELECT "emailReminder" FROM "User" WHERE id = $1`, [me.id]))[0].emailReminder).toBe(false);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Game-day reminder e-mail" })).not.toBeChecked();
});
