// Which ranking /leaderboard shows: points, or the Sharpest board (average closing-line value); links, like the periods.
import { Tabs } from "@/components/ui/Tabs";
import type { LeaderboardSort } from "@/lib/contracts/leaderboard";
import type { Period } from "@/lib/domain/period-names";
import { boardHref } from "./board-href";
import styles from "./PeriodTabs.module.css";

const LABELS: Record<LeaderboardSort, string> = { points: "Points", clv: "Sharpest" };

export function BoardSwitch({ current, period }: { current: LeaderboardSort; period: Period }) {
  const items = (Object.keys(LABELS) as LeaderboardSort[]).map((sort) => ({
    href: boardHref({ period, sort }),
    label: LABELS[sort],
    active: sort === current,
  }));
  return <Tabs label="Ranking" variant="pills" keepScroll items={items} className={styles.tabs} />;
}
