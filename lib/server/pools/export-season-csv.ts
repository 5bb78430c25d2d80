// The season table as CSV for the pool's owner: every ranked member, the tiebreak columns included.
import "server-only";
import { db } from "@/lib/db";
import { averageClv, TIEBREAK_LABELS } from "@/lib/domain/pool-tiebreak";
import type { Caller } from "@/lib/server/auth/caller";
import { freshPool } from "./get-pool-table";
import { ownedPool, refuseSurvivor } from "./pool-access";

/** Quoted when it must be, and a leading =, +, - or @ defused, so a spreadsheet never runs a username as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function exportSeasonCsv(caller: Caller, poolId: string, now = new Date()): Promise<{ filename: string; csv: string }> {
  const pool = await ownedPool(poolId, caller.id);
  refuseSurvivor(pool);
  await freshPool(caller, poolId, now);
  // At most MAX_POOL_MEMBERS rows: one bounded read.
  const rows = await db.poolTableRow.findMany({
    where: { poolId, kind: "SEASON" },
    orderBy: [{ rank: "asc" }, { userId: "asc" }],
    select: { rank: true, points: true, wins: true, clvSum: true, clvPicks: true, decidedBy: true, user: { select: { username: true } } },
  });
  const lines = [
    ["rank", "picker", "points", "winning picks", "closing-line value", "tiebreak"].join(","),
    ...rows.map((row) =>
      [
        String(row.rank),
        csvCell(row.user.username ?? ""),
        row.points.toFixed(4),
        String(row.wins),
        averageClv(row.clvSum.toString(), row.clvPicks)?.toFixed(4) ?? "",
        row.decidedBy ? csvCell(TIEBREAK_LABELS[row.decidedBy]) : "",
      ].join(","),
    ),
  ];
  const slug = pool.name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "pool";
  return { filename: `${slug}-season.csv`, csv: `${lines.join("\r\n")}\r\n` };
}
