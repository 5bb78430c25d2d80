// Whether the in-page push offer is open, shared by the pick flows that ask for it and the shell's host that shows it.
// Kept apart from the check itself (./push-offer), which a pick loads only when it has gone through, so no page
// carries that code for its first load.
import type { League } from "@/lib/domain/leagues";
import type { DevicePush } from "@/lib/domain/push-offer";

/**
 * Where the offer's decision stands, on the page's root element as `data-push-offer` (for tests and styles): "checking"
 * while a pick's look-up runs, "shown" while an offer is on the screen, "declined" when it was decided not to show one.
 * Without it nothing is under way: a device that refused makes no request, so this is the one sign the look-up ended.
 */
export type PushOfferDecision = "checking" | "shown" | "declined";

export function markPushOffer(decision: PushOfferDecision | null): void {
  if (typeof document === "undefined") return;
  if (decision) document.documentElement.dataset.pushOffer = decision;
  else delete document.documentElement.dataset.pushOffer;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let offered: DevicePush | null = null;

function set(next: DevicePush | null): void {
  offered = next;
  markPushOffer(next ? "shown" : null);
  listeners.forEach((listener) => listener());
}

export const pushOfferStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The device's state while the offer is open (the host shows the iPhone guide for "needs-install"), else null. */
  current: (): DevicePush | null => offered,
  open: (device: DevicePush): void => set(device),
  close: (): void => set(null),
};

/**
 * After a pick went through: loads the check and offers push if the pick counts in one of the member's pools. A board
 * pick names its league (it counts when a pick'em pool plays it); "pool" is a pick made in a pool itself, a survivor
 * or card pool's, which always counts.
 */
export function offerPushAfterPick(league: League | "pool"): void {
  if (offered) return;
  markPushOffer("checking");
  void import("./push-offer")
    .then(({ offerPushAfterPoolPick }) => offerPushAfterPoolPick(league))
    .catch(() => markPushOffer("declined"));
}
