"use client";
// Which table the pool page shows: a week (this one is live, past ones final), the season, or the list of weekly winners.
import { useRouter } from "next/navigation";
import type { PoolWeekSummary } from "@/lib/contracts/pools";
import { poolPath } from "@/lib/domain/pools";
import styles from "./PoolSeason.module.css";
import { WeekOptions } from "./WeekOptions";

type Props = { poolId: string; current: string; selected: string; weeks: PoolWeekSummary[] };

export function TableSelector({ poolId, current, selected, weeks }: Props) {
  const router = useRouter();
  return (
    <div className={styles.selector}>
      <label htmlFor="pool-table">Show</label>
      <select
        id="pool-table"
        className={styles.select}
        value={selected}
        onChange={(event) => router.push(`${poolPath(poolId)}?table=${encodeURIComponent(event.target.value)}`, { scroll: false })}
      >
        <option value="season">Season</option>
        <option value="winners">Winners</option>
        <WeekOptions weeks={weeks} current={current} />
      </select>
    </div>
  );
}
