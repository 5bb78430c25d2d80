// Writes one of a pool's tables: its members ranked by the one tiebreak rule, replacing what the table held.
// No "server-only" import: the pool-season bench writes the tables outside Next.js.
import type { Prisma } from "@/lib/generated/prisma/client";
import { averageClv, pointsUnits, rankTable, type PlacedEntry, type TableEntry } from "@/lib/domain/pool-tiebreak";
import type { MemberStats } from "./pool-week-stats";

type Tx = Prisma.TransactionClient;
export type PlacedStats = PlacedEntry<TableEntry & { stats: MemberStats }>;

export function placeMembers(stats: MemberStats[]): PlacedStats[] {
  return rankTable(
    stats.map((row) => ({
      userId: row.userId,
      points: pointsUnits(row.points),
      wins: row.wins,
      clv: averageClv(row.clvSum, row.clvPicks),
      reachedAt: row.reachedAt ? row.reachedAt.getTime() : null,
      stats: row,
    })),
  );
}

/** One statement for the whole table (10,000 rows at most), from parallel arrays. */
export async function writePoolTable(tx: Tx, poolId: string, kind: "WEEK" | "SEASON", start: string, stats: MemberStats[]): Promise<PlacedStats[]> {
  const placed = placeMembers(stats);
  await tx.$executeRaw`DELETE FROM "PoolTableRow" WHERE "poolId" = ${poolId} AND "kind" = ${kind}::"PoolTableKind" AND "start" = ${start}::date`;
  if (placed.length === 0) return placed;
  const column = <T>(read: (row: PlacedStats) => T) => placed.map(read);
  await tx.$executeRaw`
    INSERT INTO "PoolTableRow" ("poolId", "kind", "start", "userId", "rank", "points", "wins", "clvSum", "clvPicks", "reachedAt", "decidedBy")
    SELECT ${poolId}, ${kind}::"PoolTableKind", ${start}::date, u, r, p::numeric, w, c::numeric, n, at, d::"PoolTiebreak"
    FROM unnest(${column((row) => row.userId)}::text[], ${column((row) => row.rank)}::int[], ${column((row) => row.stats.points)}::text[],
                ${column((row) => row.stats.wins)}::int[], ${column((row) => row.stats.clvSum)}::text[], ${column((row) => row.stats.clvPicks)}::int[],
                ${column((row) => row.stats.reachedAt)}::timestamptz[], ${column((row) => row.decidedBy)}::text[])
      AS t(u, r, p, w, c, n, at, d)`;
  return placed;
}
