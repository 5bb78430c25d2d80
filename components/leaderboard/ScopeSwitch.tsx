// Whose board /leaderboard shows: everyone, the people the caller follows, or one of the caller's pools; links, like the periods.
import clsx from "clsx";
import Link from "next/link";
import type { Period } from "@/lib/domain/periods";
import type { BoardScope } from "@/lib/server/leaderboard/get-leaderboard";
import styles from "./PeriodTabs.module.css";

export type ScopeChoice = { scope: BoardScope; label: string };

export function ScopeSwitch({ choices, current, period }: { choices: ScopeChoice[]; current: BoardScope; period: Period }) {
  return (
    <nav aria-label="Whose leaderboard" className={styles.tabs}>
      {choices.map(({ scope, label }) => (
        <Link
          key={scope}
          href={`/leaderboard?${new URLSearchParams(scope === "all" ? { period } : { period, scope })}`}
          aria-current={scope === current ? "page" : undefined}
          className={clsx(styles.tab, scope === current && styles.active)}
          scroll={false}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
