"use client";
// The in-page offer of web push: what it brings, then the browser's own prompt only when the member clicks "Turn on".
// "Not now" is remembered on the device, so the offer stays away for a while. On an iPhone or iPad in Safari, where
// push reaches only the installed app, it shows how to add Pickline to the Home Screen instead.
import { useState } from "react";
import { HomeScreenGuide } from "@/components/preferences/HomeScreenGuide";
import { Button } from "@/components/ui/Button";
import { rememberPushRefusal } from "@/lib/client/push-device";
import type { DevicePush } from "@/lib/domain/push-offer";
import styles from "./PushOffer.module.css";
import { useTurnPushOn } from "./use-turn-push-on";

type Props = { device: DevicePush; headingId: string; onDone: () => void };

export function PushOffer({ device, headingId, onDone }: Props) {
  const turnOn = useTurnPushOn();
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    await turnOn();
    setBusy(false);
    onDone();
  }

  function notNow() {
    rememberPushRefusal();
    onDone();
  }

  return (
    <div className={styles.offer}>
      <h2 id={headingId} className={styles.heading}>
        Get a nudge before kickoff?
      </h2>
      <p className={styles.text}>
        Pickline can tell you an hour before your pool&apos;s first game when you have not picked, and when your picks
        settle. You choose which in your profile settings.
      </p>
      {device === "needs-install" ? <HomeScreenGuide /> : null}
      <div className={styles.actions}>
        {device === "off" ? (
          <Button size="sm" loading={busy} onClick={() => void accept()}>
            Turn on notifications
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={busy} onClick={notNow}>
          Not now
        </Button>
      </div>
    </div>
  );
}
