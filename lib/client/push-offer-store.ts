// Whether the in-page push offer is open, shared by the pick flows that ask for it and the shell's host that shows it.
// Kept apart from the check itself (./push-offer), which a pick loads only when it has gone through, so no page
// carries that code for its first load.
import type { League } from "@/lib/domain/leagues";
import type { DevicePush } from "@/lib/domain/push-offer";

type Listener = () => void;
const listeners = new Set<Listener>();
let offered: DevicePush | null = null;

function set(next: DevicePush | null): void {
  offered = next;
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

/** After a pick went through: loads the check and offers push if the pick counts in one of the member's pools. */
export function offerPushAfterPick(league: League | "survivor"): void {
  if (offered) return;
  void import("./push-offer").then(({ offerPushAfterPoolPick }) => offerPushAfterPoolPick(league)).catch(() => undefined);
}
