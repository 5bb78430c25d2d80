// A leaderboard's period tabs as links (?period=), so every ranking has its own URL and works without JavaScript.
import { Tabs } from "@/components/ui/Tabs";
import { PERIOD_LABELS, PERIODS, type Period } from "@/lib/domain/periods";
import { boardHref } from "./board-href";
import styles from "./PeriodTabs.module.css";

type Props = { current: Period; path?: string; scope?: string; sort?: string };

/** `path`: the page the board is on (a pool's page has its own); `scope` and `sort` ride along unless they are the default. */
export function PeriodTabs({ current, path, scope, sort }: Props) {
  const items = PERIODS.map((period) => ({
    href: boardHref({ period, scope, sort, path }),
    label: PERIOD_LABELS[period],
    active: period === current,
  }));
  return <Tabs label="Time period" variant="pills" keepScroll items={items} className={styles.tabs} />;
}
