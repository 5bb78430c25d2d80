"use client";
// How to add Pickline to the home screen on an iPhone or iPad: Safari delivers web notifications only to an app opened
// from the home screen. Shown on iOS and iPadOS when the page is not already running as the installed app.
import { useSyncExternalStore } from "react";
import styles from "./HomeScreenGuide.module.css";

/** iPhone, iPod, and iPadOS (which calls itself a Mac but has a touch screen). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function needsGuide(): boolean {
  const installed = window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  return !installed && isAppleMobile(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

const noSubscription = () => () => undefined;

export function HomeScreenGuide() {
  const shown = useSyncExternalStore(noSubscription, needsGuide, () => false);
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
