"use client";
// The Sharpest board of a period: pickers by average closing-line value, more on demand, the caller's row pinned or their count to go.
import Link from "next/link";
import type { Period } from "@/lib/domain/period-names";
import type { SharpestBoard, SharpestRow } from "@/lib/contracts/leaderboard";
import { formatSignedPercent } from "@/lib/domain/format";
import { boardPicksNeeded } from "@/lib/domain/skill-text";
import { useSharpestBoard } from "@/lib/swr/use-leaderboard";
import { boardHref } from "./board-href";
import { LeaderboardRow } from "./LeaderboardRow";
import { LeaderboardSkeleton } from "./LeaderboardSkeleton";
import { ShowMore } from "./ShowMore";
import styles from "./Leaderboard.module.css";

type Props = { period: Period; firstPage?: SharpestBoard };

type Figured = Pick<SharpestRow, "averageClv" | "beatCloseRate" | "settledPicks">;

const clvOf = (row: Figured) => <span className={styles.score}>{formatSignedPercent(row.averageClv)} CLV</span>;

const detailOf = (row: Figured) => `beat the close ${Math.round(row.beatCloseRate)}% · ${row.settledPicks} picks`;

export function SharpestView({ period, firstPage }: Props) {
  const { data, error, size, setSize, isValidating } = useSharpestBoard(period, firstPage);
  if (!data) return error ? <p role="alert">We could not load the leaderboard. Please try again.</p> : <LeaderboardSkeleton />;
  const rows = data.flatMap((page) => page.items);
  const me = data[0]?.me ?? null;
  const minimum = data[0]?.minimumPicks ?? 0;
  const hasMore = Boolean(data.at(-1)?.nextCursor);
  const meShown = me ? rows.some((row) => row.userId === me.userId) : false;
  const figured =
    me && me.rank !== null && me.averageClv !== null && me.beatCloseRate !== null
      ? { averageClv: me.averageClv, beatCloseRate: me.beatCloseRate, settledPicks: me.settledPicks }
      : null;
  const toGo = me && me.rank === null ? <p className={styles.note}>{boardPicksNeeded(me.settledPicks, minimum)}</p> : null;
  if (rows.length === 0) {
    return (
      <>
        <p className={styles.empty}>No picker has {minimum} settled picks with a closing line in this period yet.</p>
        {toGo}
        {/* A short period is often empty (twenty settled picks take a while): point to the board that has a sample. */}
        {period === "ALL" ? null : (
          <p className={styles.note}>
            <Link href={boardHref({ period: "ALL", sort: "clv" })}>See the all-time Sharpest board</Link>
          </p>
        )}
      </>
    );
  }
  return (
    <>
      {toGo}
      <ol className={styles.list} aria-label="Sharpest pickers">
        {rows.map((row) => (
          <LeaderboardRow key={row.userId} row={row} mine={row.userId === me?.userId} figures={clvOf(row)} detail={detailOf(row)} />
        ))}
      </ol>
      {hasMore ? <ShowMore loading={isValidating && data.length < size} disabled={isValidating} onMore={() => setSize(size + 1)} /> : null}
      {me && figured && !meShown ? (
        <ol className={styles.pinnedList} aria-label="Your rank">
          <LeaderboardRow row={me} mine pinned figures={clvOf(figured)} detail={detailOf(figured)} />
        </ol>
      ) : null}
    </>
  );
}
