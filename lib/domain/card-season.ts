// A card pool's season from its stored week results: each member's closed weeks without their worst (the owner's 0 to 4,
// lib/domain/card-standings seasonUnits), plus the week still being played, ranked by the pool tables' rule. Settlement
// writes the stored season table to this rule in SQL (write-card-season); an integration test holds the two together.
import { seasonUnits } from "@/lib/domain/card-standings";
import { averageClv, pointsUnits, rankTable, type TableEntry } from "@/lib/domain/pool-tiebreak";

export type StoredWeek = {
  userId: string;
  week: string;
  points: string;
  wins: number;
  autoPicks: number;
  reachedAt: Date | null;
  final: boolean;
  /** The week's counted picks for closing-line value and their CLV sum (every week of the season counts, dropped or not). */
  clvPicks: number;
  clvSum: string;
};

export type SeasonEntry = TableEntry & { autoPicks: number; droppedWeeks: string[] };

/**
 * Every member's season. A closed week a member has no row for counts 0 (and may be one of the dropped); the dropped
 * weeks are the lowest, as seasonUnits drops them, so the list shown adds up to the total.
 */
export function seasonTable(memberIds: readonly string[], rows: readonly StoredWeek[], drop: number) {
  const closedWeeks = [...new Set(rows.filter((row) => row.final).map((row) => row.week))].sort();
  const byMember = new Map<string, StoredWeek[]>(memberIds.map((id) => [id, []]));
  for (const row of rows) byMember.get(row.userId)?.push(row);
  const entries: SeasonEntry[] = [...byMember].map(([userId, weeks]) => {
    const closed = closedWeeks.map((week) => ({ week, units: pointsUnits(weeks.find((row) => row.week === week)?.points ?? "0") }));
    const live = weeks.filter((row) => !row.final).reduce((sum, row) => sum + pointsUnits(row.points), 0);
    const kept = Math.max(1, closed.length - drop);
    const dropped = [...closed].sort((a, b) => a.units - b.units || a.week.localeCompare(b.week)).slice(0, closed.length - Math.min(kept, closed.length));
    const reached = weeks.map((row) => row.reachedAt?.getTime() ?? null).filter((at): at is number => at !== null);
    return {
      userId,
      points: seasonUnits(closed.map((week) => week.units), drop, live),
      wins: weeks.reduce((sum, row) => sum + row.wins, 0),
      clv: averageClv(
        weeks.reduce((sum, row) => sum + Number(row.clvSum), 0),
        weeks.reduce((sum, row) => sum + row.clvPicks, 0),
      ),
      reachedAt: reached.length > 0 ? Math.max(...reached) : null,
      autoPicks: weeks.reduce((sum, row) => sum + row.autoPicks, 0),
      droppedWeeks: dropped.map((week) => week.week).sort(),
    };
  });
  return rankTable(entries);
}
