// The profile's tab bar: Statistics (index), Picks, Followers, Following; the current tab is marked for screen readers.
"use client";
import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import styles from "./ProfileTabs.module.css";

export function ProfileTabs({ username }: { username: string }) {
  const pathname = usePathname();
  const base = `/picker/${encodeURIComponent(username)}`;
  const tabs = [
    { href: base, label: "Statistics" },
    { href: `${base}/picks`, label: "Picks" },
    { href: `${base}/followers`, label: "Followers" },
    { href: `${base}/following`, label: "Following" },
  ];
  const current = decodeURIComponent(pathname ?? "");
  return (
    <nav aria-label="Profile sections" className={styles.tabs}>
      {tabs.map((tab) => {
        const active = decodeURIComponent(tab.href).toLowerCase() === current.toLowerCase();
        return (
          <Link key={tab.href} href={tab.href} className={clsx(styles.tab, active && styles.active)} aria-current={active ? "page" : undefined}>
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
