// The service worker's side of a push, reached through Chromium's DevTools protocol as the push service would reach it:
// delivering a message, reading what the worker showed, and handing it the tap on a notice.
import { expect, type BrowserContext, type Page } from "@playwright/test";

/** What the worker shows right now, read from the page through its registration. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((note) => ({ title: note.title, body: note.body, tag: note.tag, url: note.data?.url }));
  });

/** Waits for the page's worker to take control, then returns a way to deliver a message to it (its data as sent). */
export async function pushDelivery(context: BrowserContext, page: Page): Promise<(data: string) => Promise<void>> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  const devtools = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  devtools.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await devtools.send("ServiceWorker.enable");
  await expect.poll(() => registrations.some((registration) => !registration.isDeleted)).toBe(true);
  const { registrationId, scopeURL } = registrations.find((registration) => !registration.isDeleted)!;
  return async (data) => {
    await devtools.send("ServiceWorker.deliverPushMessage", { origin: new URL(scopeURL).origin, registrationId, data });
  };
}

/**
 * A tap on the notice of that tag. The protocol cannot click a notification, so the worker is handed the click event
 * for the notice it showed; Chromium refuses focus to such a script-made event (a real tap may focus), and the open
 * tab still goes to the message's page.
 */
export async function tapNotification(context: BrowserContext, tag: string): Promise<void> {
  const [worker] = context.serviceWorkers();
  // (waitUntil() also refuses such an event; the handler's work is under way by then.)
  await worker.evaluate(async (tag) => {
    type NoticeEventInit = { notification: Notification };
    const scope = self as unknown as EventTarget & { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: NoticeEventInit) => Event };
    const [notice] = await scope.registration.getNotifications({ tag });
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notice }));
  }, tag);
}
