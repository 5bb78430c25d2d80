"use client";
// A card pool's week table and season table, each place a tiebreak decided named: in a week, the closer guess of the
// last game's total first (shown as how far each guess landed once that game is final), then the pool tables' steps.
// The season table names the weeks dropped as each member's worst, and its champion once the season is over.
import { useId } from "react";
import { LeaderboardRow } from "@/components/leaderboard/LeaderboardRow";
import leaderboard from "@/components/leaderboard/Leaderboard.module.css";
import type { CardTable } from "@/lib/contracts/card-pools";
import { CARD_TIEBREAK_LABELS } from "@/lib/domain/card-standings";
import { formatPoints } from "@/lib/domain/format";
import { weekDayText } from "@/lib/domain/week-day-text";
import { useCardTable } from "@/lib/swr/use-card-table";
import season from "../PoolSeason.module.css";
import { MoreMembers } from "./MoreMembers";

type TableRow = CardTable["rows"][number];

const plural = (count: number, one: string) => (count === 1 ? `1 ${one}` : `${count} ${one}s`);

function rowNotes(row: TableRow, kind: "week" | "season"): string[] {
  return [
    row.decidedBy ? `Tiebreak: ${CARD_TIEBREAK_LABELS[row.decidedBy]}` : null,
    kind === "week" && row.guessMiss !== null ? `Guess off by ${row.guessMiss}` : null,
    row.autoPicks > 0 ? plural(row.autoPicks, "automatic pick") : null,
    row.droppedWeeks.length > 0 ? `Dropped: ${row.droppedWeeks.map(weekDayText).join(", ")}` : null,
  ].filter((note): note is string => note !== null);
}

export function CardTableList({ table, kind, label, callerId }: { table: CardTable; kind: "week" | "season"; label: string; callerId: string }) {
  if (table.rows.length === 0) return <p className={season.rule}>{kind === "week" ? "Nothing settled this week yet." : "No week has been settled yet."}</p>;
  const marker = kind === "week" ? "Week winner" : "Champion";
  return (
    <ol className={leaderboard.list} aria-label={label}>
      {table.rows.map((row) => {
        const notes = rowNotes(row, kind);
        const crowned = table.final && row.rank === 1;
        return (
          <LeaderboardRow
            key={row.userId}
            row={{ ...row, picture: null, private: true, hotStreak: false }}
            mine={row.userId === callerId}
            detail={
              crowned || notes.length > 0 ? (
                <>
                  {crowned ? <span className={season.marker}>{marker}</span> : null} <span className={season.tiebreak}>{notes.join(" · ")}</span>
                </>
              ) : undefined
            }
            figures={
              <span className={season.figures}>
                <span>{formatPoints(row.points)} pts.</span>
                <span className={season.wins}>{plural(row.wins, "win")}</span>
              </span>
            }
          />
        );
      })}
    </ol>
  );
}

function TableSection({ poolId, table, title, kind, callerId, live }: { poolId: string; table: string; title: string; kind: "week" | "season"; callerId: string; live: boolean }) {
  const headingId = useId();
  const { data, error, paged, hasMore, loadingMore, loadMore } = useCardTable(poolId, table, { live });
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {data ? (
        <CardTableList table={data} kind={kind} label={title} callerId={callerId} />
      ) : (
        <p className={season.rule} role={error ? "alert" : "status"}>
          {error ? "The table could not be loaded. Try again in a moment." : "Loading the table…"}
        </p>
      )}
      {data && paged ? <MoreMembers shown={data.rows.length} hasMore={hasMore} loading={loadingMore} onMore={loadMore} describedBy={headingId} /> : null}
      {data && kind === "week" ? <p className={season.rule}>Ties: {data.tiebreakRule}</p> : null}
    </section>
  );
}

type Props = { poolId: string; week: string; weekLabel: string; callerId: string; dropWeeks: number; live: boolean };

export function CardTables({ poolId, week, weekLabel, callerId, dropWeeks, live }: Props) {
  return (
    <>
      <TableSection poolId={poolId} table={week} title={`Table, ${weekLabel}`} kind="week" callerId={callerId} live={live} />
      <TableSection poolId={poolId} table="season" title="Season table" kind="season" callerId={callerId} live={live} />
      <p className={season.rule}>
        {dropWeeks === 0
          ? "Every week counts in the season table."
          : dropWeeks === 1
            ? "Each member's worst week is left out of the season table."
            : `Each member's worst ${dropWeeks} weeks are left out of the season table.`}
      </p>
    </>
  );
}
