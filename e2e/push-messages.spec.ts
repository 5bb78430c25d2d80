// The service worker's web push handlers in Chromium: a message delivered through the DevTools protocol (as the push
// service would deliver it) is shown with its title, text, tag and page; a later one of the same tag replaces it; a
// tap on it brings the open Pickline tab to the message's page.
import { expect, test } from "@playwright/test";
import { pushDelivery, shownNotifications, tapNotification } from "./push-worker";
import { signInAsNewPicker } from "./sign-in";

// The other journeys block service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: "allow", permissions: ["notifications"] });

test("a pushed message is shown, replaced by the next of its tag, kept to this site's pages, and a tap opens its page in the open tab", async ({ page, context }) => {
  await signInAsNewPicker(context, { prefix: "buzzed" });
  await page.goto("/pools");
  const push = await pushDelivery(context, page);
  const deliver = (message: object) => push(JSON.stringify(message));

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

  // A tap on the settled notice takes the open tab to its page.
  await page.goto("/");
  await tapNotification(context, "settled-2026-11-28");
  await expect(page).toHaveURL(/\/pools$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pools" })).toBeVisible();
  await expect.poll(async () => (await shownNotifications(page)).map((note) => note.tag)).toEqual(["elsewhere"]);
});
