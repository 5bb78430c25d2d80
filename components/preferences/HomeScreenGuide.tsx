"use client";
// How to add Pickline to the home screen on an iPhone or iPad: Safari delivers web notifications only to an app opened
// from the home screen. Shown on iOS and iPadOS when the page is not already running as the installed app.
import { useSyncExternalStore } from "react";
import { needsHomeScreenInstall } from "@/lib/client/home-screen-install";
import styles from "./HomeScreenGuide.module.css";

const noSubscription = () => () => undefined;

export function HomeScreenGuide() {
  const shown = useSyncExternalStore(noSubscription, needsHomeScreenInstall, () => false);
  if (!shown) return null;
  return (
    <details className={styles.guide}>
      <summary>Notifications on iPhone and iPad: add Pickline to your Home Screen</summary>
      <ol>
        <li>
          In Safari, tap the <strong>Share</strong> button (the square with an arrow pointing up).
        </li>
        <li>
          Scroll down and tap <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
        </li>
        <li>Open Pickline from its icon on your Home Screen and turn notifications on here.</li>
      </ol>
    </details>
  );
}
