// A leaderboard's period tabs as links (?period=), so every ranking has its own URL and works without JavaScript.
import clsx from "clsx";
import Link from "next/link";
import { PERIOD_LABELS, PERIODS, type Period } from "@/lib/domain/periods";
import styles from "./PeriodTabs.module.css";

type Props = { current: Period; path?: string; scope?: string };

/** `path`: the page the board is on (a pool's page has its own); `scope` rides along when it is not "all". */
export function PeriodTabs({ current, path = "/leaderboard", scope }: Props) {
  return (
    <div role="tablist" aria-label="Time period" className={styles.tabs}>
      {PERIODS.map((period) => (
        <Link
          key={period}
          role="tab"
          aria-selected={period === current}
          href={`${path}?${new URLSearchParams(scope && scope !== "all" ? { period, scope } : { period })}`}
          className={clsx(styles.tab, period === current && styles.active)}
          scroll={false}
        >
          {PERIOD_LABELS[period]}
        </Link>
      ))}
    </div>
  );
}
