"use client";
// The push offer at the foot of the notification list, for a member reading what they would otherwise have been told:
// shown only while the device has not decided (and no refusal is younger than the pause), below the list so it moves
// nothing already on the screen. The browser's own prompt comes only from its button.
import { useEffect, useState } from "react";
import { offerablePushState } from "@/lib/client/push-offer";
import type { DevicePush } from "@/lib/domain/push-offer";
import { PushOffer } from "./PushOffer";
import styles from "./NotificationsPushOffer.module.css";

export function NotificationsPushOffer() {
  const [device, setDevice] = useState<DevicePush | null>(null);

  useEffect(() => {
    let live = true;
    offerablePushState().then(
      (state) => live && setDevice(state),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (!device) return null;
  return (
    <section className={styles.offer} aria-labelledby="notifications-push-heading">
      <PushOffer device={device} headingId="notifications-push-heading" onDone={() => setDevice(null)} />
    </section>
  );
}
