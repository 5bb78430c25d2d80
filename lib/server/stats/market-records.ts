// A picker's NORMAL picks by market (money line, spread, total): counts, win rate and points, for the profile statistics.
import "server-only";
import type { MarketRecord, PickerStats } from "@/lib/contracts/pickers";
import { db } from "@/lib/db";
import { MARKETS, type Market } from "@/lib/domain/markets";
import { roundTo } from "@/lib/domain/odds";
import { hiddenPickSql } from "@/lib/server/privacy/hidden-picks";

type Row = { market: Market; picks: number; pending: number; wins: number; losses: number; pushes: number; points: string };

/** Wins over decided picks: a PUSH is no loss and no win, as in the overall split. */
export function marketRecordOf(row: Omit<Row, "market"> | undefined): MarketRecord {
  if (!row) return { picks: 0, pending: 0, wins: 0, losses: 0, pushes: 0, winRate: null, points: "0.0000" };
  const decided = row.wins + row.losses;
  return {
    picks: row.picks,
    pending: row.pending,
    wins: row.wins,
    losses: row.losses,
    pushes: row.pushes,
    winRate: decided > 0 ? roundTo((row.wins / decided) * 100, 2) : null,
    points: Number(row.points).toFixed(4),
  };
}

/**
 * Parlay legs are left out: a parlay scores as a whole, and the overall record counts it once. A pick hidden from the
 * viewer counts in no market: a spread's pending count would tell its market.
 */
export async function marketRecords(userId: string, viewerId: string | null | undefined): Promise<PickerStats["byMarket"]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT p."market"::text AS market, count(*)::int AS picks,
      count(*) FILTER (WHERE p."state" = 'PENDING')::int AS pending,
      count(*) FILTER (WHERE p."outcome" = 'WIN')::int AS wins,
      count(*) FILTER (WHERE p."outcome" = 'LOOSE')::int AS losses,
      count(*) FILTER (WHERE p."outcome" = 'PUSH')::int AS pushes,
      sum(p."points")::text AS points
    FROM "Pick" p JOIN "User" u ON u."id" = p."userId" JOIN "Fixture" f ON f."id" = p."fixtureId"
    WHERE p."userId" = ${userId} AND p."kind" = 'NORMAL' AND NOT ${hiddenPickSql(viewerId)}
    GROUP BY p."market"`;
  const byMarket = new Map(rows.map((row) => [row.market, row]));
  return Object.fromEntries(MARKETS.map((market) => [market, marketRecordOf(byMarket.get(market))])) as PickerStats["byMarket"];
}
