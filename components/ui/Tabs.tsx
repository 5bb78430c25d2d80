// Navigation tabs: one link per view (profile sections, leagues, periods), the current one marked, scrollable on phones.
import clsx from "clsx";
import Link from "next/link";
import { ScrollList } from "@/components/shell/ScrollList";
import styles from "./Tabs.module.css";

export type TabItem = { href: string; label: string; active: boolean; count?: number };

export function Tabs({ label, items, className }: { label: string; items: TabItem[]; className?: string }) {
  return (
    <nav aria-label={label} className={clsx(styles.tabs, className)}>
      <ScrollList label={label}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.tab} aria-current={item.active ? "page" : undefined} scroll={false}>
              {item.label}
              {item.count !== undefined && <span className={styles.count}>{item.count}</span>}
            </Link>
          </li>
        ))}
      </ScrollList>
    </nav>
  );
}
