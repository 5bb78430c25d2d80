"use client";
// The push offer at the foot of the notification list, for a member reading what they would otherwise have been told:
// shown only while the device has not decided (and no refusal is younger than the pause), below the list so it moves
// nothing already on the screen. The browser's own prompt comes only from its button.
import { useEffect, useState } from "react";
import { offerablePushState } from "@/lib/client/push-offer";
import { markPushOffer } from "@/lib/client/push-offer-store";
import type { DevicePush } from "@/lib/domain/push-offer";
import { PushOffer } from "./PushOffer";
import styles from "./NotificationsPushOffer.module.css";

export function NotificationsPushOffer() {
  const [device, setDevice] = useState<DevicePush | null>(null);

  useEffect(() => {
    let live = true;
    markPushOffer("checking");
    offerablePushState()
      .catch(() => null)
      .then((state) => {
        if (!live) return;
        setDevice(state);
        markPushOffer(state ? "shown" : "declined");
      });
    return () => {
      live = false;
      markPushOffer(null);
    };
  }, []);

  function done() {
    setDevice(null);
    markPushOffer(null);
  }

  if (!device) return null;
  return (
    <section className={styles.offer} aria-labelledby="notifications-push-heading">
      <PushOffer device={device} headingId="notifications-push-heading" onDone={done} />
    </section>
  );
}
