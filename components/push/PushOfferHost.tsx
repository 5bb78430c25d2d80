"use client";
// Where the offer after a pool pick appears, on any page: nothing until a pick asks for it (lib/client/push-offer-store.ts),
// and the panel's code is loaded only then, so pages that never offer carry none of it. React's own lazy() loads it:
// next/dynamic would add its loader and preload runtime to the shell every page loads first.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { pushOfferStore } from "@/lib/client/push-offer-store";

const PushOfferPanel = lazy(() => import("./PushOfferPanel").then((module) => ({ default: module.PushOfferPanel })));

export function PushOfferHost() {
  const device = useSyncExternalStore(pushOfferStore.subscribe, pushOfferStore.current, () => null);
  return device ? (
    <Suspense fallback={null}>
      <PushOfferPanel device={device} onClose={pushOfferStore.close} />
    </Suspense>
  ) : null;
}
