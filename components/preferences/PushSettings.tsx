"use client";
// The own profile's push settings: push on this device, and on an iPhone or iPad in Safari the Home Screen steps
// that push there needs first.
import { HomeScreenGuide } from "./HomeScreenGuide";
import { PushDeviceSetting } from "./PushDeviceSetting";
import styles from "./PreferencesPanel.module.css";

export function PushSettings() {
  return (
    <section className={styles.panel} aria-labelledby="push-settings-heading">
      <h2 id="push-settings-heading">Push notifications</h2>
      <ul className={styles.list}>
        <PushDeviceSetting />
      </ul>
      <HomeScreenGuide />
    </section>
  );
}
