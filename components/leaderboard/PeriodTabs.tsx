// The leaderboard's period tabs as links (?period=), so every ranking has its own URL and works without JavaScript.
import clsx from "clsx";
import Link from "next/link";
import { PERIOD_LABELS, PERIODS, type Period } from "@/lib/domain/periods";
import styles from "./PeriodTabs.module.css";

export function PeriodTabs({ current }: { current: Period }) {
  return (
    <div role="tablist" aria-label="Time period" className={styles.tabs}>
      {PERIODS.map((period) => (
        <Link
          key={period}
          role="tab"
          aria-selected={period === current}
          href={`/leaderboard?period=${period}`}
          className={clsx(styles.tab, period === current && styles.active)}
          scroll={false}
        >
          {PERIOD_LABELS[period]}
        </Link>
      ))}
    </div>
  );
}
