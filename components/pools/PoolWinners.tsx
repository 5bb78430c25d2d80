// The winner of every past week of the pool's season, newest first; a shared first place lists every winner.
import Link from "next/link";
import type { PoolWeekSummary } from "@/lib/contracts/pools";
import { formatPoints } from "@/lib/domain/format";
import { TIEBREAK_LABELS } from "@/lib/domain/pool-tiebreak";
import { poolPath } from "@/lib/domain/pools";
import styles from "./PoolSeason.module.css";

export function PoolWinners({ poolId, weeks }: { poolId: string; weeks: PoolWeekSummary[] }) {
  const past = weeks.filter((week) => week.final);
  if (past.length === 0) return <p className={styles.rule}>No week has ended yet: the first winner is crowned on Monday.</p>;
  return (
    <ol className={styles.winners} aria-label="Weekly winners">
      {past.map((week) => (
        <li key={week.start} className={styles.winner}>
          <Link href={`${poolPath(poolId)}?table=${week.start}`}>{week.label}</Link>
          {week.winners.length === 0 ? (
            <span className={styles.tiebreak}>Nobody scored</span>
          ) : (
            <ul className={styles.names} aria-label={`Winners, ${week.label}`}>
              {week.winners.map((winner) => (
                <li key={winner.userId}>
                  <strong>{winner.username ?? "Picker"}</strong> · {formatPoints(winner.points)} pts.
                  {winner.decidedBy ? <span className={styles.tiebreak}> (tiebreak: {TIEBREAK_LABELS[winner.decidedBy]})</span> : null}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
