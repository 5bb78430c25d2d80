// Navigation tabs: one link per view (leagues, time filters, periods, profile sections), the current one marked with aria-current.
// Every tab bar here changes the URL, so they are links in a nav, not an ARIA tablist (which switches panels in place).
import clsx from "clsx";
import Link from "next/link";
import styles from "./Tabs.module.css";

export type TabItem = { href: string; label: string; active: boolean };

type Props = {
  label: string;
  items: TabItem[];
  /** Underlined tabs scroll sideways on phones; pills wrap. */
  variant?: "underline" | "pills";
  /** For views of the same page (a filter, a period): stay where the reader is instead of jumping to the top. */
  keepScroll?: boolean;
  /** False where a page shows many tab bars and links: each prefetch is a request the page parses while it starts up. */
  prefetch?: boolean;
  className?: string;
};

export function Tabs({ label, items, variant = "underline", keepScroll = false, prefetch, className }: Props) {
  return (
    <nav aria-label={label} className={clsx(styles[variant], className)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.tab} aria-current={item.active ? "page" : undefined} scroll={keepScroll ? false : undefined} prefetch={prefetch}>
              <span className={styles.label}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
