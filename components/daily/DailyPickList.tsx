// The list of free daily picks of a league: title, game time, status and the report's opening line.
import Link from "next/link";
import { GameTime } from "@/components/fixtures/GameTime";
import { markdownToPlainText } from "@/lib/markdown/render-markdown";
import { dailyPickPath, dailyPickTitle, statusLabel } from "@/lib/domain/daily-pick-text";
import type { DailyPick } from "@/lib/contracts/daily-picks";
import styles from "./DailyPickList.module.css";

export function DailyPickList({ picks }: { picks: DailyPick[] }) {
  if (picks.length === 0) return <p className={styles.empty}>No reports for this league</p>;
  return (
    <ul className={styles.list} aria-label="Free daily picks">
      {picks.map((pick) => (
        <li key={pick.id} className={styles.item}>
          <h2 className={styles.title}>
            <Link href={dailyPickPath(pick)} className={styles.link}>
              {dailyPickTitle(pick)}
            </Link>
          </h2>
          <p className={styles.meta}>
            <GameTime iso={pick.date.time} />
            <span>{statusLabel(pick)}</span>
          </p>
          <p className={styles.excerpt}>{markdownToPlainText(pick.report, 180)}</p>
        </li>
      ))}
    </ul>
  );
}
