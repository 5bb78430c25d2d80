// When Pickline may offer web push on a device: only while the member has not decided, and not again for a while after
// they said no (asking again at every pick would teach them to dismiss it unread).

/** How long a "Not now" (or a refusal in the browser's own prompt) keeps the offer away. */
export const PUSH_OFFER_PAUSE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Web push on this device: "on" (subscribed), "off" (it can be turned on), "blocked" (the browser's setting refuses
 * this site), "needs-install" (iPhone and iPad deliver it only to the app opened from the Home Screen), or
 * "unsupported" (no service worker or push in this browser or build).
 */
export type DevicePush = "on" | "off" | "blocked" | "needs-install" | "unsupported";

/** Whether the in-page offer may be shown: the device could turn push on, and no refusal is younger than the pause. */
export function mayOfferPush(device: DevicePush, refusedAt: number | null, now: number): boolean {
  if (device !== "off" && device !== "needs-install") return false;
  return refusedAt === null || now - refusedAt >= PUSH_OFFER_PAUSE_DAYS * DAY_MS;
}
