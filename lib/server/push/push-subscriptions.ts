// A device's push subscription, stored for the session that made it: signing that session out (or every session)
// deletes it with the session row; the device can also take it back itself.
import "server-only";
import type { PushSubscriptionInput } from "@/lib/contracts/push";
import { db } from "@/lib/db";

/** Stores the subscription; the same device subscribing again (same endpoint) moves it to this user and session. */
export async function subscribeDevice(userId: string, sessionToken: string, { endpoint, keys }: PushSubscriptionInput): Promise<{ subscribed: boolean }> {
  const device = { userId, sessionToken, p256dh: keys.p256dh, auth: keys.auth };
  await db.pushSubscription.upsert({ where: { endpoint }, create: { endpoint, ...device }, update: device });
  return { subscribed: true };
}

/** Whether the subscription at that endpoint is stored for the user (null when the device named none). */
export async function isDeviceSubscribed(userId: string, endpoint: string | undefined): Promise<boolean | null> {
  if (endpoint === undefined) return null;
  return (await db.pushSubscription.count({ where: { userId, endpoint } })) > 0;
}

/** Removes the caller's subscription for that endpoint (another user's is left alone). */
export async function unsubscribeDevice(userId: string, endpoint: string): Promise<{ subscribed: boolean }> {
  await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
  return { subscribed: false };
}

/** Subscriptions the push services answered 404 or 410 for. */
export async function forgetGoneSubscriptions(ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await db.pushSubscription.deleteMany({ where: { id: { in: ids } } })).count;
}
