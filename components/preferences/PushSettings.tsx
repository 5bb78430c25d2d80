"use client";
// The own profile's push settings: push on this device, which pushes to send and quiet hours, and on an iPhone or
// iPad in Safari the Home Screen steps that push there needs first.
import type { PushPreferences } from "@/lib/contracts/push";
import { HomeScreenGuide } from "./HomeScreenGuide";
import { PushDeviceSetting } from "./PushDeviceSetting";
import { PushTypeSettings } from "./PushTypeSettings";
import styles from "./PreferencesPanel.module.css";

export function PushSettings({ initial }: { initial: PushPreferences }) {
  return (
    <section className={styles.panel} aria-labelledby="push-settings-heading">
      <h2 id="push-settings-heading">Push notifications</h2>
      <ul className={styles.list}>
        <PushDeviceSetting />
      </ul>
      <HomeScreenGuide />
      <PushTypeSettings initial={initial} />
    </section>
  );
}
