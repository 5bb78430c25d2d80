"use client";
// A card pool's week on one screen with its week selector: the grid of members by games (read again every 30 s while a
// game is live, more members on demand) and the week's and the season's tables.
import { useState } from "react";
import type { CardGrid } from "@/lib/contracts/card-pools";
import { useCardGrid, isLive } from "@/lib/swr/use-card-grid";
import season from "../PoolSeason.module.css";
import { WeekOptions } from "../WeekOptions";
import { CardTables } from "./CardTables";
import { MoreMembers } from "./MoreMembers";
import { WeekGrid } from "./WeekGrid";

export type CardWeekOption = { start: string; label: string };

/** `current`: the week shown first; `thisWeek`: the week being played, marked in the selector (the first by default). */
type Props = { poolId: string; callerId: string; current: string; thisWeek?: string; weeks: CardWeekOption[]; dropWeeks: number; initialGrid?: CardGrid };

export function CardWeekView({ poolId, callerId, current, thisWeek = current, weeks, dropWeeks, initialGrid }: Props) {
  const [week, setWeek] = useState(current);
  const { data: grid, error, paged, hasMore, loadingMore, loadMore } = useCardGrid(poolId, week, initialGrid);
  const label = weeks.find((option) => option.start === week)?.label ?? week;
  return (
    <>
      <div className={season.selector}>
        <label htmlFor="card-week">Week</label>
        <select id="card-week" className={season.select} value={week} onChange={(event) => setWeek(event.target.value)}>
          <WeekOptions weeks={weeks} current={thisWeek} />
        </select>
      </div>
      {grid ? (
        <WeekGrid
          grid={grid}
          callerId={callerId}
          label={label}
          more={(headingId) => (paged ? <MoreMembers shown={grid.rows.length} hasMore={hasMore} loading={loadingMore} onMore={loadMore} describedBy={headingId} /> : null)}
        />
      ) : (
        <p className={season.rule} role={error ? "alert" : "status"}>
          {error ? "The week could not be loaded. Try again in a moment." : "Loading the week…"}
        </p>
      )}
      <CardTables poolId={poolId} week={week} weekLabel={label} callerId={callerId} dropWeeks={dropWeeks} live={grid?.games.some(isLive) ?? false} />
    </>
  );
}
