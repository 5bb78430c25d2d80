// Whether to offer web push after a pick: never on page load, only after a member's own pick that counts in one of
// their pools (or on their visit to the notification list), and only while the device has not decided.
import type { League } from "@/lib/domain/leagues";
import { mayOfferPush, type DevicePush } from "@/lib/domain/push-offer";
import { api, callApi } from "./api";
import { devicePushState, pushRefusedAt } from "./push-device";
import { markPushOffer, pushOfferStore } from "./push-offer-store";

/** The device's state when the offer may be shown on it now, else null. */
export async function offerablePushState(): Promise<DevicePush | null> {
  const device = await devicePushState();
  return mayOfferPush(device, pushRefusedAt(), Date.now()) ? device : null;
}

/**
 * Opens the offer when the pick counts in one of the member's pools (a pick made in a pool always does; a board pick
 * when a pick'em pool plays its league) and the device has not decided yet.
 */
export async function offerPushAfterPoolPick(league: League | "pool"): Promise<void> {
  // The offer is a nicety: a failed look-up leaves the pick as it was, and counts as deciding not to offer.
  const device = await offerToShow(league).catch(() => null);
  if (pushOfferStore.current()) return;
  if (device) pushOfferStore.open(device);
  else markPushOffer("declined");
}

/** The device's state when this pick may bring the offer, else null. */
async function offerToShow(league: League | "pool"): Promise<DevicePush | null> {
  const device = await offerablePushState();
  if (!device) return null;
  if (league !== "pool") {
    const pools = await callApi(api.pools.list, { quietUnauthorized: true });
    if (!pools.some((pool) => pool.kind === "PICKEM" && pool.leagues.includes(league))) return null;
  }
  return device;
}
