"use client";
// Push on this device, in the profile settings: a checkbox that turns it on (the browser's prompt, then the
// subscription) or off (the subscription removed from the server and the browser), and why it cannot be changed
// when the browser blocks it or cannot receive push at all. The row is there from the first paint, so nothing moves.
import { useEffect, useState } from "react";
import { useToast } from "@/components/ui/toast/use-toast";
import { useTurnPushOn } from "@/components/push/use-turn-push-on";
import { errorMessage } from "@/lib/client/api-error";
import { devicePushState, turnPushOff } from "@/lib/client/push-device";
import type { DevicePush } from "@/lib/domain/push-offer";
import styles from "./PreferencesPanel.module.css";

const HINTS: Record<DevicePush | "checking", string> = {
  checking: "Checking this device…",
  on: "This device shows Pickline's notifications; the switches below choose which.",
  off: "Turn on to get Pickline's notifications on this device.",
  blocked: "Your browser blocks notifications from Pickline: allow them in its site settings, then come back here.",
  "needs-install": "On iPhone and iPad, add Pickline to your Home Screen first (the steps are below), then turn this on there.",
  unsupported: "This browser cannot receive push notifications.",
};

export function PushDeviceSetting() {
  const toast = useToast();
  const turnOn = useTurnPushOn();
  const [device, setDevice] = useState<DevicePush | "checking">("checking");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    devicePushState().then(setDevice, () => setDevice("unsupported"));
  }, []);

  async function change(on: boolean) {
    setBusy(true);
    if (on) await turnOn();
    else {
      try {
        await turnPushOff();
        toast.success("Notifications are off for this device");
      } catch (error) {
        toast.error(`Notifications could not be turned off: ${errorMessage(error)}`);
      }
    }
    setDevice(await devicePushState().catch(() => "unsupported" as const));
    setBusy(false);
  }

  const changeable = device === "on" || device === "off";
  return (
    <li className={styles.option}>
      <input
        id="push-device"
        type="checkbox"
        className={styles.checkbox}
        checked={device === "on"}
        // Not disabled while a change is under way: a disabled box loses the keyboard's focus. A press meanwhile does nothing.
        disabled={!changeable}
        aria-busy={busy || undefined}
        aria-describedby="push-device-hint"
        onChange={(event) => {
          if (!busy) void change(event.target.checked);
        }}
      />
      <label htmlFor="push-device" className={styles.label}>
        Push notifications on this device
      </label>
      <p id="push-device-hint" className={styles.hint} aria-live="polite">
        {HINTS[device]}
      </p>
    </li>
  );
}
