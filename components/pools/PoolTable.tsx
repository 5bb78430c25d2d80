"use client";
// A pool's week or season table: the server's first page, more on demand, the caller's row pinned when off the page,
// the winner marked on a final week and each place a tiebreak decided named.
import { LeaderboardRow } from "@/components/leaderboard/LeaderboardRow";
import leaderboard from "@/components/leaderboard/Leaderboard.module.css";
import { LoadMore } from "@/components/ui/LoadMore";
import type { PoolTable as Table, PoolTableRow } from "@/lib/contracts/pools";
import { formatPoints } from "@/lib/domain/format";
import { TIEBREAK_LABELS } from "@/lib/domain/pool-tiebreak";
import { POOL_TABLE_PAGE_SIZE } from "@/lib/domain/pools";
import { usePoolTable } from "@/lib/swr/use-pools";
import styles from "./PoolSeason.module.css";

type Props = { poolId: string; table: string; firstPage: Table };

export function PoolTable({ poolId, table, firstPage }: Props) {
  const { rows, me, hasMore, loadingMore, loadMore } = usePoolTable(poolId, table, POOL_TABLE_PAGE_SIZE, firstPage);
  const label = firstPage.kind === "SEASON" ? "Season table" : `Table, ${firstPage.label}`;
  const meShown = me ? rows.some((row) => row.userId === me.userId) : false;
  if (rows.length === 0) {
    return <p className={leaderboard.empty}>{firstPage.final ? "Nobody scored that week." : "No points yet. The first winning pick leads the table."}</p>;
  }
  return (
    <>
      <ol className={leaderboard.list} aria-label={label}>
        {rows.map((row) => (
          <Row key={row.userId} row={row} mine={row.userId === me?.userId} winner={firstPage.final && row.rank === 1} />
        ))}
      </ol>
      <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={loadMore} label="Load more of the table" />
      {me && !meShown ? (
        <ol className={leaderboard.pinnedList} aria-label="Your place">
          <Row row={me} mine pinned winner={false} />
        </ol>
      ) : null}
    </>
  );
}

function Row({ row, mine, pinned = false, winner }: { row: PoolTableRow; mine: boolean; pinned?: boolean; winner: boolean }) {
  const detail =
    winner || row.decidedBy ? (
      <>
        {winner ? <span className={styles.marker}>Week winner</span> : null}{" "}
        {row.decidedBy ? <span className={styles.tiebreak}>Tiebreak: {TIEBREAK_LABELS[row.decidedBy]}</span> : null}
      </>
    ) : undefined;
  return (
    <LeaderboardRow
      row={{ ...row, hotStreak: false }}
      mine={mine}
      pinned={pinned}
      detail={detail}
      figures={
        <span className={styles.figures}>
          <span>{formatPoints(row.points)} pts.</span>
          <span className={styles.wins}>{row.wins === 1 ? "1 win" : `${row.wins} wins`}</span>
        </span>
      }
    />
  );
}
