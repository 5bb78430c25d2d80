// A pool's export for its owner: a pick'em pool's season table as CSV, every ranked member, the tiebreak columns
// included; a card pool's season or week (lib/server/pools/card/export-card-csv).
import "server-only";
import { db } from "@/lib/db";
import { averageClv, TIEBREAK_LABELS } from "@/lib/domain/pool-tiebreak";
import { notPickemMessage } from "@/lib/domain/pools";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { exportCardCsv } from "./card/export-card-csv";
import { csvCell, csvFile } from "./csv";
import { freshPool } from "./get-pool-table";
import { ownedPool } from "./pool-access";

/** A pick'em pool has one table to export: its season's. Weeks are a card pool's. */
export const PICKEM_EXPORT_WEEK = "A pick'em pool exports its season table: leave the week out";

export async function exportPoolCsv(caller: Caller, poolId: string, week?: string, now = new Date()): Promise<{ filename: string; csv: string }> {
  const pool = await ownedPool(poolId, caller.id);
  if (pool.kind === "CARD") return exportCardCsv(caller, pool, week);
  if (pool.kind !== "PICKEM") throw new AppError("NOT_FOUND", { message: notPickemMessage(pool.kind) });
  if (week !== undefined) throw new AppError("VALIDATION_ERROR", { issues: [{ path: "week", message: PICKEM_EXPORT_WEEK }] });
  await freshPool(caller, poolId, now);
  // At most MAX_POOL_MEMBERS rows: one bounded read.
  const rows = await db.poolTableRow.findMany({
    where: { poolId, kind: "SEASON" },
    orderBy: [{ rank: "asc" }, { userId: "asc" }],
    select: { rank: true, points: true, wins: true, clvSum: true, clvPicks: true, decidedBy: true, user: { select: { username: true } } },
  });
  return csvFile(pool.name, "season", [
    ["rank", "picker", "points", "winning picks", "closing-line value", "tiebreak"],
    ...rows.map((row) => [
      String(row.rank),
      csvCell(row.user.username ?? ""),
      row.points.toFixed(4),
      String(row.wins),
      averageClv(row.clvSum.toString(), row.clvPicks)?.toFixed(4) ?? "",
      row.decidedBy ? csvCell(TIEBREAK_LABELS[row.decidedBy]) : "",
    ]),
  ]);
}
