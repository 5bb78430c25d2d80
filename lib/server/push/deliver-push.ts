// Sends web push messages to devices: web-push encrypts each message (aes128gcm) and signs it for the push service
// (VAPID); the request itself is ours, so that its timeout, its retries on 429 and 5xx and its refusal to follow a
// redirect are decided here. Runs from the scheduled job, never inside a visitor's request. No "server-only" import:
// the job also runs from `npm run sync`, outside Next.js.
import webpush from "web-push";

export type PushKeys = { publicKey: string; privateKey: string; subject: string };
export type DeviceSubscription = { id: number; endpoint: string; p256dh: string; auth: string };
/** What the service worker shows: a title, a line of text, and the page a tap opens. */
export type PushMessage = { title: string; body: string; url: string; tag?: string };

/** sent: accepted by the push service; gone: the device unsubscribed (404/410); failed: refused or unreachable. */
export type Delivery = "sent" | "gone" | "failed";

export type DeliveryOptions = {
  keys: PushKeys;
  /** Further tries after a 429 or a 5xx answer (or a network failure). */
  retries?: number;
  /** The first retry's wait; each later one doubles it. A Retry-After answer is followed up to `maxWaitMs`. */
  backoffMs?: number;
  maxWaitMs?: number;
  timeoutMs?: number;
  /** How long the push service keeps a message for a device that is offline. */
  ttlSeconds?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait a 429 or 503 asks for (seconds, or an HTTP date), or null when it names none. */
function retryAfterMs(response: Response): number | null {
  const header = response.headers.get("retry-after");
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * A VAPID signature holds for 12 hours for one push service (its origin), so it is signed once and reused for an hour
 * rather than signed for every message: signing was two thirds of a message's cost.
 */
const VAPID_REUSE_MS = 60 * 60_000;
const vapidSignatures = new Map<string, { authorization: string; until: number }>();

function vapidAuthorization(endpoint: string, keys: PushKeys): string {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${keys.publicKey} ${keys.subject}`;
  const reused = vapidSignatures.get(key);
  if (reused && reused.until > Date.now()) return reused.authorization;
  const { Authorization } = webpush.getVapidHeaders(audience, keys.subject, keys.publicKey, keys.privateKey, "aes128gcm");
  vapidSignatures.set(key, { authorization: Authorization, until: Date.now() + VAPID_REUSE_MS });
  return Authorization;
}

/** Sends one message to one device, retrying a busy or failing push service a few times. */
export async function deliverPush(subscription: DeviceSubscription, message: PushMessage, options: DeliveryOptions): Promise<Delivery> {
  const { keys, retries = 2, backoffMs = 500, maxWaitMs = 10_000, timeoutMs = 10_000, ttlSeconds = 3_600 } = options;
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    // No vapidDetails (and nothing here calls webpush.setVapidDetails): web-push would sign again and replace this header.
    { headers: { Authorization: vapidAuthorization(subscription.endpoint, keys) }, TTL: ttlSeconds, contentEncoding: "aes128gcm", urgency: "normal" },
  );
  for (let attempt = 0; ; attempt += 1) {
    let wait = backoffMs * 2 ** attempt;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Uint8Array<ArrayBuffer>,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return "sent";
      if (response.status === 404 || response.status === 410) return "gone";
      if (!retryable(response.status)) return "failed";
      wait = retryAfterMs(response) ?? wait;
    } catch {
      // Unreachable or timed out: tried again like a 5xx.
    }
    if (attempt >= retries || wait > maxWaitMs) return "failed";
    await sleep(wait);
  }
}

export type Outgoing = { subscription: DeviceSubscription; message: PushMessage };
/** `deliveries[i]` is what became of the i-th message sent (those past the limit have none). */
export type RunReport = { sent: number; gone: number[]; failed: number; deferred: number; deliveries: Delivery[] };

/**
 * Sends up to `limit` messages, `concurrency` at a time and, given `perSecond`, no faster than that (the push services
 * throttle a sender that bursts); the rest are left for the next run. Answers which subscriptions the push services
 * said are gone, for the caller to delete.
 */
export async function deliverPushes(outgoing: Outgoing[], options: DeliveryOptions & { concurrency: number; limit: number; perSecond?: number }): Promise<RunReport> {
  const batch = outgoing.slice(0, options.limit);
  const report: RunReport = { sent: 0, gone: [], failed: 0, deferred: outgoing.length - batch.length, deliveries: [] };
  // Each message starts at least 1/perSecond after the one before: a late one never lets the next ones burst to catch up.
  let nextSlot = Date.now();
  let next = 0;
  async function lane(): Promise<void> {
    while (next < batch.length) {
      const index = next++;
      const { subscription, message } = batch[index];
      if (options.perSecond) {
        const slot = Math.max(nextSlot, Date.now());
        nextSlot = slot + 1000 / options.perSecond;
        await sleep(slot - Date.now());
      }
      const delivery = await deliverPush(subscription, message, options);
      report.deliveries[index] = delivery;
      if (delivery === "sent") report.sent += 1;
      else if (delivery === "gone") report.gone.push(subscription.id);
      else report.failed += 1;
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.concurrency, batch.length) }, lane));
  return report;
}
