"use client";
// The offer after a pool pick: a non-modal dialog at the foot of the screen. It takes the focus (the member's own pick
// opened it, and a keyboard user would otherwise find it only after the whole page), Escape closes it without an
// answer, and the focus goes back to where it was.
import { useEffect, useRef } from "react";
import { PushOffer } from "./PushOffer";
import type { DevicePush } from "@/lib/domain/push-offer";
import styles from "./PushOfferPanel.module.css";

export function PushOfferPanel({ device, onClose }: { device: DevicePush; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby="push-offer-heading"
      tabIndex={-1}
      className={styles.panel}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <PushOffer device={device} headingId="push-offer-heading" onDone={onClose} />
    </div>
  );
}
