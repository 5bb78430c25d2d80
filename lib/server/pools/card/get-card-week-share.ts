// A card pool's week result as its share image draws it: the pool, the week, the leaders (and the member sharing it
// when not among them), the last game's total once final, and the sharer's card, each pick shown only once its game has
// started (lib/server/pools/card/shareable-cell): an image is passed on beyond the pool. Members only.
import "server-only";
import type { CardWeekShare } from "@/lib/contracts/share";
import { db } from "@/lib/db";
import { fromDbLeague } from "@/lib/domain/leagues";
import { weekLabel } from "@/lib/domain/pool-weeks";
import type { Caller } from "@/lib/server/auth/caller";
import { shareVersion } from "@/lib/server/share/share-version";
import { getCardGrid } from "./get-card-grid";
import { getCardTable } from "./get-card-table";
import { cardWeekRange } from "./card-week-range";
import { shareableCell } from "./shareable-cell";

/** The leaders an image has room for. */
export const SHARED_LEADERS = 5;

export async function getCardWeekShare(caller: Caller, poolId: string, week?: string): Promise<CardWeekShare> {
  const monday = cardWeekRange(week).week;
  // The table first: it lets members only in, so the pool's row is read only once it is known to be there.
  const table = await getCardTable(caller, poolId, monday);
  const [grid, pool] = await Promise.all([
    getCardGrid(caller, poolId, monday),
    db.pool.findUniqueOrThrow({ where: { id: poolId }, select: { name: true, leagues: true } }),
  ]);
  const name = (row: { username: string | null }) => row.username ?? "A member";
  const leaders = table.rows.filter((row, index) => index < SHARED_LEADERS || row.userId === caller.id);
  const mine = grid.rows.find((row) => row.userId === caller.id);
  const card = (mine?.cells ?? []).flatMap((cell, index): CardWeekShare["card"] => {
    const game = grid.games[index];
    const shown = shareableCell(cell, game);
    if (shown.state === "none") return [];
    if (shown.state === "hidden") return [{ state: "hidden" }];
    const team = shown.side === "HOME" ? game.home.abbreviation : game.away.abbreviation;
    return [{ state: "shown", team, confidence: shown.confidence, auto: shown.auto, outcome: shown.outcome }];
  });
  const share = {
    pool: pool.name,
    label: weekLabel(monday, pool.leagues.map(fromDbLeague)),
    final: table.final,
    members: grid.rows.length,
    rows: leaders.map((row) => ({ rank: row.rank, username: name(row), points: row.points, mine: row.userId === caller.id })),
    finalTotal: grid.finalTotal,
    card,
  };
  return { ...share, version: shareVersion(share) };
}
