// One ranked picker: rank, picture, username linking to the profile (unless private), and the score in points (or the board's own figures).
import clsx from "clsx";
import Link from "next/link";
import type { ReactNode } from "react";
import { formatPoints } from "@/lib/domain/format";
import type { LeaderboardRow as Row } from "@/lib/contracts/leaderboard";
import { Avatar } from "@/components/ui/Avatar";
import styles from "./Leaderboard.module.css";

type Picker = Omit<Row, "rank" | "score"> & { rank: number | null };

/**
 * `figures` replaces the points (the Sharpest board's average CLV); without it the row shows `row.score`. `detail` is a
 * line under the name, where a phone has room for it.
 */
type Props = { row: Picker & { score?: string }; mine?: boolean; pinned?: boolean; figures?: ReactNode; detail?: ReactNode };

export function LeaderboardRow({ row, mine = false, pinned = false, figures, detail }: Props) {
  const name = row.username ?? "Picker";
  return (
    <li className={clsx(styles.row, mine && styles.mine, pinned && styles.pinned)} data-testid="leaderboard-row" data-user-id={row.userId}>
      <span className={styles.rank}>{row.rank ?? "–"}</span>
      <Avatar picture={row.picture} name={row.username} size="md" decorative />
      {detail ? (
        <span className={styles.who}>
          {nameOf(row, name, mine)}
          <span className={styles.detail}>{detail}</span>
        </span>
      ) : (
        nameOf(row, name, mine)
      )}
      {figures ?? <span className={styles.score}>{formatPoints(row.score ?? 0)} pts.</span>}
    </li>
  );
}

function nameOf(row: Picker, name: string, mine: boolean) {
  return (
    <span className={styles.name}>
      {row.username && !row.private ? <Link href={`/picker/${encodeURIComponent(row.username)}`}>{name}</Link> : name}
      {row.hotStreak ? <span className={styles.hot} title="The last three picks won">Hot</span> : null}
      {mine ? <span className={styles.you}> (you)</span> : null}
    </span>
  );
}
