// The settled-pick push end to end: a picker allows push after a pick in their pool, their night's games end, and the
// scheduled sync settles them and sends one push for the night, encrypted for their device, which the service worker
// shows and whose tap opens the notification list.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { decrypt, device, deviceKeys, pushService } from "../tests/support/local-push-service";
import { nhlPoolFor, pickHome, standInPushService, subscriptionsOf } from "./push-stand-in";
import { pushDelivery, shownNotifications, tapNotification } from "./push-worker";
import { gamesLaterToday, sql } from "./support";
import { signInAsNewPicker } from "./sign-in";

test.use({ serviceWorkers: "allow", permissions: ["notifications"] });

const TZ = process.env.APP_TIMEZONE || "America/New_York";

/** The night a result settled now belongs to: 06:00 to 06:00 in the app's zone, named by the evening's date. */
function tonight(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit", day: "2-digit" }).format(Date.now() - 6 * 3_600_000);
}

test("a night's settled picks reach the picker's device as one push with the night's results, and its tap opens the notification list", async ({ page, context }) => {
  test.setTimeout(180_000);
  // The push service the browser would use, on a local port: it holds the device's keys and decrypts what arrives.
  const service = await pushService();
  const phone = device();
  const subscribed = await standInPushService(context, deviceKeys(phone));
  const member = await signInAsNewPicker(context, { prefix: "settled" });
  await nhlPoolFor(member.id, "Night");
  const games = await gamesLaterToday([[-140, 120], [-150, 130]], "demo");

  // Two picks tonight; the first brings the offer, and push goes on.
  await page.goto("/hockey/nhl?filter=today");
  await pickHome(page, games[0]);
  const offer = page.getByRole("dialog", { name: "Get a nudge before kickoff?" });
  await offer.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(page.getByRole("region", { name: "Messages" })).toContainText("Notifications are on for this device");
  await pickHome(page, games[1]);
  await expect.poll(() => subscriptionsOf(member.id)).toEqual([subscribed]);
  // Google's push service cannot be reached from here: the stored subscription is pointed at the local one.
  const path = `/push/${crypto.randomUUID()}`;
  await sql(`UPDATE "PushSubscription" SET endpoint = $1 WHERE "userId" = $2`, [`${service.origin}${path}`, member.id]);
  const toDevice = () => service.received.filter((request) => request.path === path);

  // The night is played: the first home team wins, the second loses. The scheduled sync settles both and pushes once
  // (a run may find another one holding the sync, and then does nothing: the next run does it).
  await sql(`UPDATE "Fixture" SET status = 'FINAL', "startsAt" = now() - interval '3 hours', "homeScore" = 4, "awayScore" = 1 WHERE id = $1`, [games[0].id]);
  await sql(`UPDATE "Fixture" SET status = 'FINAL', "startsAt" = now() - interval '3 hours', "homeScore" = 1, "awayScore" = 3 WHERE id = $1`, [games[1].id]);
  const sync = async () => {
    const response = await page.request.get("/api/cron/sync", { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
    expect(response.status()).toBe(200);
  };
  await expect
    .poll(
      async () => {
        await sync();
        return toDevice().length;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(1);
  const settled = await sql<{ state: string; outcome: string }>(`SELECT state, outcome FROM "Pick" WHERE "userId" = $1 ORDER BY "fixtureId"`, [member.id]);
  expect(settled).toEqual([
    { state: "FINAL", outcome: "WIN" },
    { state: "FINAL", outcome: "LOOSE" },
  ]);

  // One push for the night, saying how it went; a later run sends nothing more.
  const data = decrypt(toDevice()[0].body, phone);
  const tag = `results-${tonight()}`;
  expect(JSON.parse(data)).toEqual({ title: "Your results are in", body: "1 won, 1 lost.", url: "/notifications", tag });
  await sync();
  expect(toDevice()).toHaveLength(1);

  // What arrived is what the device's service worker shows, and a tap on it opens the notification list.
  const deliver = await pushDelivery(context, page);
  await deliver(data);
  await expect.poll(() => shownNotifications(page)).toEqual([{ title: "Your results are in", body: "1 won, 1 lost.", tag, url: "/notifications" }]);
  await page.goto("/");
  await tapNotification(context, tag);
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await service.close();
});
