// What the push journeys share: a stand-in for the browser's push service, a pick'em pool to pick in, and a pick.
import crypto from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { sql, type Game } from "./support";

/** Where the stand-in keeps this browser's subscription, as the browser keeps its own. */
export const STAND_IN_KEY = "e2e.push-service";

/** A device's subscription keys (base64url), as PushSubscription.toJSON() gives them. */
export type DeviceKeys = { p256dh: string; auth: string };

function newDeviceKeys(): DeviceKeys {
  const pair = crypto.createECDH("prime256v1");
  pair.generateKeys();
  return { p256dh: pair.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
}

/**
 * The browsers' push services cannot be reached from here (Chromium's subscribe waits for Google's), so PushManager
 * answers as the push service would: a subscription on an FCM address with the device's keys (the test's own when it
 * must decrypt what is sent), kept in local storage like the browser keeps its own, and the key it was asked to
 * subscribe with written down for the test to read.
 */
export async function standInPushService(context: BrowserContext, keys: DeviceKeys = newDeviceKeys()) {
  const device = { endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomBytes(12).toString("hex")}`, ...keys };
  await context.addInitScript(
    ({ device, key }) => {
      const subscription = (json: { endpoint: string }) => ({
        endpoint: json.endpoint,
        expirationTime: null,
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(key);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const bytes = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        const applicationServerKey = btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
        const json = { endpoint: device.endpoint, expirationTime: null, keys: { p256dh: device.p256dh, auth: device.auth } };
        localStorage.setItem(key, JSON.stringify({ json, applicationServerKey, userVisibleOnly: options!.userVisibleOnly }));
        return subscription(json) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const stored = localStorage.getItem(key);
        return stored ? (subscription(JSON.parse(stored).json) as unknown as PushSubscription) : null;
      };
    },
    { device, key: STAND_IN_KEY },
  );
  return device;
}

/** A pick'em pool on the NHL with the member in it. */
export async function nhlPoolFor(userId: string, name = "Nudged") {
  const [pool] = await sql<{ id: string }>(
    `INSERT INTO "Pool" (id, name, leagues, "ownerId", "inviteCode", "updatedAt") VALUES ($1, $2, '{NHL}', $3, $4, now()) RETURNING id`,
    [`e2e${crypto.randomBytes(8).toString("hex")}`, `${name} ${crypto.randomBytes(2).toString("hex")}`, userId, crypto.randomBytes(16).toString("base64url")],
  );
  await sql(`INSERT INTO "PoolMember" ("poolId", "userId") VALUES ($1, $2)`, [pool.id, userId]);
  return pool;
}

/** Picks the home team on the board, from its own row (earlier journeys add games between the same teams). */
export async function pickHome(page: Page, game: Game) {
  const row = page.locator(`article[data-fixture-id="${game.id}"]`);
  await row.getByRole("button", { name: `Pick ${game.home}` }).click();
  await expect(row.getByText("Your pick")).toBeVisible();
}

export const subscriptionsOf = (userId: string) =>
  sql<{ endpoint: string; p256dh: string; auth: string }>(`SELECT endpoint, p256dh, auth FROM "PushSubscription" WHERE "userId" = $1`, [userId]);
