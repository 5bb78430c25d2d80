"use client";
// Where the offer after a pool pick appears, on any page: nothing until a pick asks for it (lib/client/push-offer-store.ts),
// and the panel's code is loaded only then, so pages that never offer carry none of it.
import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { pushOfferStore } from "@/lib/client/push-offer-store";

const PushOfferPanel = dynamic(() => import("./PushOfferPanel").then((module) => module.PushOfferPanel), { ssr: false });

export function PushOfferHost() {
  const device = useSyncExternalStore(pushOfferStore.subscribe, pushOfferStore.current, () => null);
  return device ? <PushOfferPanel device={device} onClose={pushOfferStore.close} /> : null;
}
