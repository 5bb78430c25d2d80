"use client";
// The ranked list of a period: server-rendered first page, more on demand, and the caller's row pinned when off the page.
import type { Period } from "@/lib/domain/period-names";
import type { Leaderboard, LeaderboardScope } from "@/lib/contracts/leaderboard";
import { useLeaderboard } from "@/lib/swr/use-leaderboard";
import { LeaderboardRow } from "./LeaderboardRow";
import { LeaderboardSkeleton } from "./LeaderboardSkeleton";
import { ShowMore } from "./ShowMore";
import styles from "./Leaderboard.module.css";

type Props = { period: Period; firstPage?: Leaderboard; scope?: LeaderboardScope };

export function LeaderboardView({ period, firstPage, scope = "all" }: Props) {
  const { data, error, size, setSize, isValidating } = useLeaderboard(period, firstPage, scope);
  if (!data) return error ? <p role="alert">We could not load the leaderboard. Please try again.</p> : <LeaderboardSkeleton />;
  const rows = data.flatMap((page) => page.items);
  const me = data[0]?.me ?? null;
  const hasMore = Boolean(data.at(-1)?.nextCursor);
  const meShown = me ? rows.some((row) => row.userId === me.userId) : false;
  if (rows.length === 0) return <p className={styles.empty}>No points scored in this period yet. Make a pick and be the first!</p>;
  return (
    <>
      <ol className={styles.list} aria-label="Leaderboard">
        {rows.map((row) => (
          <LeaderboardRow key={row.userId} row={row} mine={row.userId === me?.userId} />
        ))}
      </ol>
      {hasMore ? <ShowMore loading={isValidating && data.length < size} disabled={isValidating} onMore={() => setSize(size + 1)} /> : null}
      {me && me.rank !== null && !meShown ? (
        <ol className={styles.pinnedList} aria-label="Your rank">
          <LeaderboardRow row={me} mine pinned />
        </ol>
      ) : null}
    </>
  );
}
