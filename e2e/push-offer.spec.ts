// Asking for web push at the right moment: nothing on page load; right after a pick that counts in one of the member's
// pools, an in-page offer; the browser's prompt only on its button; allowing it stores this device's subscription,
// the settings switch turns it off again and chooses which pushes, and "Not now" keeps the offer away for thirty days.
import { expect, test, type Page } from "@playwright/test";
import { nhlPoolFor, pickHome, STAND_IN_KEY, standInPushService, subscriptionsOf } from "./push-stand-in";
import { expectNoAxeViolations, gamesLaterToday, sql } from "./support";
import { signIn, signInAsNewPicker } from "./sign-in";

// The offer subscribes through the service worker's registration; the other journeys block workers.
test.use({ serviceWorkers: "allow" });

const OFFER = { name: "Get a nudge before kickoff?" };
const REFUSED_AT_KEY = "pickline.push-refused-at";

/** The element stays within the screen's width at each of the layout's widths (375 phone, 1050 desktop, 1824 wide), and a panel pinned to the screen within its height. */
async function fitsEveryWidth(page: Page, element: ReturnType<Page["getByRole"]>, { pinned = false } = {}) {
  for (const width of [375, 1050, 1824]) {
    await page.setViewportSize({ width, height: 900 });
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    if (pinned) expect(box.y + box.height).toBeLessThanOrEqual(900);
  }
}

test("after a pick in a pool the offer appears, allowing it stores this device's subscription, and the settings turn it off", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ permissions: ["notifications"] });
  const device = await standInPushService(context);
  const member = await signInAsNewPicker(context, { prefix: "nudged" });
  await nhlPoolFor(member.id);
  const [game] = await gamesLaterToday([[-140, 120]]);
  const page = await context.newPage();

  await page.goto("/hockey/nhl?filter=today");
  await expect(page.locator(`article[data-fixture-id="${game.id}"]`).getByRole("button", { name: `Pick ${game.home}` })).toBeVisible();
  await expect(page.getByRole("dialog", OFFER)).toHaveCount(0);

  await pickHome(page, game);
  const offer = page.getByRole("dialog", OFFER);
  await expect(offer).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-push-offer", "shown");
  await expect(offer).toBeFocused();
  await expectNoAxeViolations(page);
  await fitsEveryWidth(page, offer, { pinned: true });
  await offer.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(page.getByRole("region", { name: "Messages" })).toContainText("Notifications are on for this device");
  await expect(offer).toHaveCount(0);

  // Stored for this member with the device's keys, subscribed with the server's VAPID key for visible messages only.
  await expect.poll(() => subscriptionsOf(member.id)).toEqual([device]);
  const { payload } = await (await page.request.get("/api/user/push-subscription")).json();
  const asked = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), STAND_IN_KEY);
  expect(asked.applicationServerKey).toBe(payload.publicKey);
  expect(asked.userVisibleOnly).toBe(true);

  // The settings say so, and turn it off from the keyboard: gone from the server and from the browser.
  await page.goto(`/picker/${member.username}`);
  const box = page.getByRole("checkbox", { name: "Push notifications on this device" });
  await expect(box).toBeChecked();
  await expectNoAxeViolations(page);
  await fitsEveryWidth(page, page.getByRole("region", { name: "Push notifications" }));
  await box.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Notifications are off for this device")).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect.poll(() => subscriptionsOf(member.id)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), STAND_IN_KEY)).toBeNull();

  // Which pushes, from the keyboard: Results off, then quiet hours for the night in the browser's zone.
  const results = page.getByRole("checkbox", { name: "Results" });
  await results.focus();
  await page.keyboard.press("Space");
  await expect(results).not.toBeChecked();
  const stored = () => sql<{ settled: boolean; quietStart: number | null; quietEnd: number | null }>(`SELECT settled, "quietStart", "quietEnd" FROM "PushPreference" WHERE "userId" = $1`, [member.id]);
  await expect.poll(stored).toEqual([{ settled: false, quietStart: null, quietEnd: null }]);
  await page.getByRole("checkbox", { name: "Quiet hours" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByLabel("From")).toHaveValue("22:00");
  await expect.poll(stored).toEqual([{ settled: false, quietStart: 22 * 60, quietEnd: 7 * 60 }]);
  await expectNoAxeViolations(page);
  await fitsEveryWidth(page, page.getByRole("form", { name: "Quiet hours" }));

  // On again from the switch; signing out removes it from the server (with the session) and from the browser.
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
  await expect.poll(() => subscriptionsOf(member.id)).toEqual([device]);
  await page.goto("/logout");
  await page.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => subscriptionsOf(member.id)).toEqual([]);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STAND_IN_KEY)).toBeNull();
  await context.close();
});

test("\"Not now\" and a refusal in the browser's prompt are remembered: no offer after the next picks for thirty days", async ({ browser }) => {
  test.setTimeout(120_000);
  // No permission granted: Chromium answers the prompt with a refusal, as a member clicking Block does.
  const context = await browser.newContext();
  await standInPushService(context);
  const member = await signInAsNewPicker(context, { prefix: "notnow" });
  await nhlPoolFor(member.id);
  const games = await gamesLaterToday([[-140, 120], [-150, 130], [-160, 140]]);
  const page = await context.newPage();
  await page.goto("/hockey/nhl?filter=today");

  await pickHome(page, games[0]);
  const offer = page.getByRole("dialog", OFFER);
  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(offer).toHaveCount(0);
  const refusedAt = Number(await page.evaluate((key) => localStorage.getItem(key), REFUSED_AT_KEY));
  expect(Date.now() - refusedAt).toBeLessThan(60_000);

  // The next pick in the pool brings no offer: the page says the look-up ended and chose not to show it.
  await expect(page.locator("html")).not.toHaveAttribute("data-push-offer");
  await pickHome(page, games[1]);
  await expect(page.locator("html")).toHaveAttribute("data-push-offer", "declined");
  await expect(offer).toHaveCount(0);
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-push-offer", "declined");
  await expect(page.getByRole("region", OFFER)).toHaveCount(0);

  // Thirty days later the notification list offers it again, and the browser's own refusal is remembered the same way.
  await page.evaluate(({ key, at }) => localStorage.setItem(key, String(at)), { key: REFUSED_AT_KEY, at: Date.now() - 30 * 24 * 60 * 60 * 1000 - 1000 });
  await page.reload();
  const listOffer = page.getByRole("region", OFFER);
  await expect(listOffer).toBeVisible();
  await expectNoAxeViolations(page);
  await listOffer.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(listOffer).toHaveCount(0);
  await expect.poll(async () => Date.now() - Number(await page.evaluate((key) => localStorage.getItem(key), REFUSED_AT_KEY))).toBeLessThan(60_000);
  expect(await subscriptionsOf(member.id)).toEqual([]);

  await page.goto("/hockey/nhl?filter=today");
  await pickHome(page, games[2]);
  await expect(page.locator("html")).toHaveAttribute("data-push-offer", "declined");
  await expect(page.getByRole("dialog", OFFER)).toHaveCount(0);
  await context.close();
});

test("after signing out of all devices elsewhere, this device's switch shows push off and turns it on again", async ({ browser }) => {
  test.setTimeout(120_000);
  const phone = await browser.newContext({ permissions: ["notifications"] });
  const device = await standInPushService(phone);
  const member = await signInAsNewPicker(phone, { prefix: "everywhere" });
  const page = await phone.newPage();
  await page.goto(`/picker/${member.username}`);
  const box = page.getByRole("checkbox", { name: "Push notifications on this device" });
  await expect(box).toBeEnabled();
  await box.click();
  await expect(box).toBeChecked();
  await expect.poll(() => subscriptionsOf(member.id)).toEqual([device]);

  // Another device signs out everywhere: the server forgets the phone's subscription, the phone's browser keeps it.
  const laptop = await browser.newContext();
  await signIn(laptop, member);
  const other = await laptop.newPage();
  await other.goto(`/picker/${member.username}`);
  await other.getByRole("button", { name: "Sign out of all devices" }).click();
  await other.waitForURL((url) => url.pathname === "/");
  await expect.poll(() => subscriptionsOf(member.id)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), STAND_IN_KEY)).not.toBeNull();
  await laptop.close();

  // Signed in again on the phone, its settings say what the server does: nothing reaches it, and it can be turned on.
  await signIn(phone, member);
  await page.reload();
  await expect(page.getByText("Turn on to get Pickline's notifications on this device.")).toBeVisible();
  await expect(box).not.toBeChecked();
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
  await expect.poll(() => subscriptionsOf(member.id)).toEqual([device]);
  await phone.close();
});
