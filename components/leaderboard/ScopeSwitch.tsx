// Whose board /leaderboard shows: everyone, the people the caller follows, or one of the caller's pools; links, like the periods.
import { Tabs } from "@/components/ui/Tabs";
import type { LeaderboardScope } from "@/lib/contracts/leaderboard";
import type { Period } from "@/lib/domain/periods";
import { boardHref } from "./board-href";
import styles from "./PeriodTabs.module.css";

export type ScopeChoice = { scope: LeaderboardScope; label: string };

export function ScopeSwitch({ choices, current, period }: { choices: ScopeChoice[]; current: LeaderboardScope; period: Period }) {
  const items = choices.map(({ scope, label }) => ({
    href: boardHref({ period, scope }),
    label,
    active: scope === current,
  }));
  return <Tabs label="Whose leaderboard" variant="pills" keepScroll items={items} className={styles.tabs} />;
}
