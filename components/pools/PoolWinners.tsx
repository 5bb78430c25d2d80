// The winner of every past week of the pool's season, newest first; a shared first place lists every winner. A card
// pool's weeks name their own tiebreak steps (the closer guess first) and link to its own week view.
import Link from "next/link";
import { formatPoints } from "@/lib/domain/format";
import { TIEBREAK_LABELS } from "@/lib/domain/pool-tiebreak";
import { poolPath } from "@/lib/domain/pools";
import styles from "./PoolSeason.module.css";

type Week = { start: string; label: string; final: boolean; winners: { userId: string; username: string | null; points: string; decidedBy: string | null }[] };

type Props = {
  poolId: string;
  weeks: Week[];
  /** The words of each tiebreak step; the pick'em tables' own by default. */
  labels?: Record<string, string>;
  /** Where a week links: the pick'em table of that week by default. */
  weekHref?: (start: string) => string;
};

export function PoolWinners({ poolId, weeks, labels = TIEBREAK_LABELS, weekHref = (start) => `${poolPath(poolId)}?table=${start}` }: Props) {
  const past = weeks.filter((week) => week.final);
  if (past.length === 0) return <p className={styles.rule}>No week has ended yet: the first winner is crowned on Monday.</p>;
  return (
    <ol className={styles.winners} aria-label="Weekly winners">
      {past.map((week) => (
        <li key={week.start} className={styles.winner}>
          <Link href={weekHref(week.start)}>{week.label}</Link>
          {week.winners.length === 0 ? (
            <span className={styles.tiebreak}>Nobody scored</span>
          ) : (
            <ul className={styles.names} aria-label={`Winners, ${week.label}`}>
              {week.winners.map((winner) => (
                <li key={winner.userId}>
                  <strong>{winner.username ?? "Picker"}</strong> · {formatPoints(winner.points)} pts.
                  {winner.decidedBy ? <span className={styles.tiebreak}> (tiebreak: {labels[winner.decidedBy]})</span> : null}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
