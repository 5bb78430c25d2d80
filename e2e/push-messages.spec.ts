// The service worker's web push handlers in Chromium: a message delivered through the DevTools protocol (as the push
// service would deliver it) is shown with its title, text, tag and page; a later one of the same tag replaces it; a
// tap on it brings the open Pickline tab to the message's page.
import { expect, test, type Page } from "@playwright/test";
import { signInAsNewPicker } from "./sign-in";

// The other journeys block service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: "allow", permissions: ["notifications"] });

/** What the worker shows right now, read from the page through its registration. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((note) => ({ title: note.title, body: note.body, tag: note.tag, url: note.data?.url }));
  });

test("a pushed message is shown, replaced by the next of its tag, kept to this site's pages, and a tap opens its page in the open tab", async ({ page, context }) => {
  await signInAsNewPicker(context, { prefix: "buzzed" });
  await page.goto("/pools");
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);

  const devtools = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  devtools.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await devtools.send("ServiceWorker.enable");
  await expect.poll(() => registrations.some((registration) => !registration.isDeleted)).toBe(true);
  const { registrationId, scopeURL } = registrations.find((registration) => !registration.isDeleted)!;
  const deliver = (message: object) =>
    devtools.send("ServiceWorker.deliverPushMessage", { origin: new URL(scopeURL).origin, registrationId, data: JSON.stringify(message) });

  await deliver({ title: "Your pick won", body: "Bruins +120 settled: +1.20 units", tag: "settled-2026-11-28", url: "/notifications" });
  await expect.poll(() => shownNotifications(page)).toEqual([
    { title: "Your pick won", body: "Bruins +120 settled: +1.20 units", tag: "settled-2026-11-28", url: "/notifications" },
  ]);

  // One notice for a night's results: the next message of the same tag takes its place.
  await deliver({ title: "2 picks settled", body: "Bruins won, Rangers lost", tag: "settled-2026-11-28", url: "/pools" });
  await expect.poll(() => shownNotifications(page)).toEqual([{ title: "2 picks settled", body: "Bruins won, Rangers lost", tag: "settled-2026-11-28", url: "/pools" }]);

  // A page off this site is never opened: the message keeps the notification list instead; no title, the app's name.
  await deliver({ body: "Elsewhere", tag: "elsewhere", url: "https://evil.example/phish" });
  await expect.poll(async () => (await shownNotifications(page)).find((note) => note.tag === "elsewhere")).toEqual({
    title: "Pickline",
    body: "Elsewhere",
    tag: "elsewhere",
    url: "/notifications",
  });

  // A tap on the settled notice. The protocol cannot click a notification, so the worker is handed the click event
  // for the notice it showed; Chromium refuses focus to such a script-made event (a real tap may focus), and the
  // open tab still goes to the message's page.
  await page.goto("/");
  const [worker] = context.serviceWorkers();
  // (waitUntil() also refuses such an event; the handler's work is under way by then.)
  await worker.evaluate(async () => {
    type NoticeEventInit = { notification: Notification };
    const scope = self as unknown as EventTarget & { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: NoticeEventInit) => Event };
    const [notice] = await scope.registration.getNotifications({ tag: "settled-2026-11-28" });
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notice }));
  });
  await expect(page).toHaveURL(/\/pools$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pools" })).toBeVisible();
  await expect.poll(async () => (await shownNotifications(page)).map((note) => note.tag)).toEqual(["elsewhere"]);
});
