// Web push on this device: what state it is in, turning it on (the browser's permission, a PushManager subscription
// with the server's VAPID key, stored through /api/user/push-subscription) and off, and the refusal the offer respects.
import type { DevicePush } from "@/lib/domain/push-offer";
import { api, callApi } from "./api";
import { needsHomeScreenInstall } from "./home-screen-install";
import { serviceWorkerAvailable, serviceWorkerRegistration } from "./service-worker";

const REFUSED_AT_KEY = "pickline.push-refused-at";

function pushAvailable(): boolean {
  return serviceWorkerAvailable() && "PushManager" in window && "Notification" in window;
}

/** The browser's subscription on the worker already registered (none is registered just to look). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function devicePushState(): Promise<DevicePush> {
  if (needsHomeScreenInstall() && !pushAvailable()) return "needs-install";
  if (!pushAvailable()) return "unsupported";
  const registration = await serviceWorkerRegistration();
  if (!registration) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = Notification.permission === "granted" ? await registration.pushManager.getSubscription() : null;
  return subscription && (await storedOnServer(subscription)) ? "on" : "off";
}

/**
 * Whether the server still sends to this subscription: signing out of every device (or the push service's answer that
 * it is gone) removes it there while the browser keeps its copy, and the device must then show push off, to be turned
 * on again. When the server cannot be asked, the browser's copy is believed.
 */
async function storedOnServer(subscription: PushSubscription): Promise<boolean> {
  try {
    const { subscribed } = await callApi(api.push.key, { query: { endpoint: subscription.endpoint }, quietUnauthorized: true });
    return subscribed !== false;
  } catch {
    return true;
  }
}

/** When the member last said no to push on this device (the offer's "Not now" or the browser's prompt), if ever. */
export function pushRefusedAt(): number | null {
  try {
    const stored = Number(window.localStorage.getItem(REFUSED_AT_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function rememberPushRefusal(now = Date.now()): void {
  try {
    window.localStorage.setItem(REFUSED_AT_KEY, String(now));
  } catch {
    // Storage refused (private mode): the offer may come back, which is all that is lost.
  }
}

/** The server's key, as the bytes PushManager takes (it is served base64url, as web-push prints it). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll("-", "+").replaceAll("_", "/");
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")), (char) => char.charCodeAt(0));
}

/**
 * "on"; "refused" (the prompt was dismissed), "blocked" (the browser refuses this site), "unavailable" (the site sends
 * none) or "no-push-service" (the browser's push service refused or could not be reached).
 */
export type TurnOnResult = "on" | "refused" | "blocked" | "unavailable" | "no-push-service";

/** Asks the browser (the member just clicked: prompts are only allowed after a gesture), subscribes and stores the subscription. */
export async function turnPushOn(): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    rememberPushRefusal();
    return permission === "denied" ? "blocked" : "refused";
  }
  const { publicKey } = await callApi(api.push.key);
  if (!publicKey || !(await serviceWorkerRegistration())) return "unavailable";
  // Subscribing needs the worker active, not only registered.
  const registration = await navigator.serviceWorker.ready;
  // A subscription left from an earlier key (or an earlier member) is replaced: the server's key must sign what arrives.
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  } catch {
    // The browser could not subscribe with its push service (unreachable, or a private window, where Chromium has none).
    return "no-push-service";
  }
  const { endpoint, keys } = subscription.toJSON();
  try {
    await callApi(api.push.subscribe, { body: { endpoint: endpoint ?? "", keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" } } });
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return "on";
}

/** Removes the subscription from the server, then from the browser, so no message is sent to this device. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callApi(api.push.unsubscribe, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * At sign-out: the server deletes the session's subscriptions with the session; the browser's copy goes too, so the
 * next person signing in on this device starts with push off rather than a subscription nobody stores.
 */
export async function forgetDevicePush(): Promise<void> {
  try {
    if (pushAvailable()) await (await currentSubscription())?.unsubscribe();
  } catch {
    // The push service could not be told: the server no longer sends to this device anyway.
  }
}
