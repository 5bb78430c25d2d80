// The leaderboard's period tabs as links (?period=), so every ranking has its own URL and works without JavaScript.
import { Tabs } from "@/components/ui/Tabs";
import { PERIOD_LABELS, PERIODS, type Period } from "@/lib/domain/periods";
import styles from "./PeriodTabs.module.css";

export function PeriodTabs({ current }: { current: Period }) {
  const items = PERIODS.map((period) => ({ href: `/leaderboard?period=${period}`, label: PERIOD_LABELS[period], active: period === current }));
  return <Tabs label="Time period" variant="pills" keepScroll items={items} className={styles.tabs} />;
}
