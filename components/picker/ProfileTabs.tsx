// The profile's tab bar: Statistics (index), Picks, Followers, Following; the current tab is marked for screen readers.
"use client";
import { usePathname } from "next/navigation";
import { Tabs } from "@/components/ui/Tabs";
import styles from "./ProfileTabs.module.css";

export function ProfileTabs({ username }: { username: string }) {
  const pathname = usePathname();
  const base = `/picker/${encodeURIComponent(username)}`;
  const current = decodeURIComponent(pathname ?? "").toLowerCase();
  const tabs = [
    { href: base, label: "Statistics" },
    { href: `${base}/picks`, label: "Picks" },
    { href: `${base}/followers`, label: "Followers" },
    { href: `${base}/following`, label: "Following" },
  ];
  const items = tabs.map((tab) => ({ ...tab, active: decodeURIComponent(tab.href).toLowerCase() === current }));
  return <Tabs label="Profile sections" items={items} className={styles.tabs} />;
}
