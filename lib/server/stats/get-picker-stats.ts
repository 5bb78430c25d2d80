// A picker's statistics: score, pick counts, favourite sport and the win / loss / pending split.
import "server-only";
import type { PickerStats } from "@/lib/contracts/pickers";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { fromDbLeague, sportOfLeague, type DbLeague } from "@/lib/domain/leagues";
import { roundTo } from "@/lib/domain/odds";

export type PickerRecord = { total: number; pending: number; wins: number; losses: number; pushes: number };

/** A pick is a NORMAL pick or a whole parlay: a parlay's legs are not separate wins. */
export async function pickerRecord(userId: string): Promise<PickerRecord> {
  const [counts] = await db.$queryRaw<PickerRecord[]>`
    SELECT count(*)::int AS total,
      count(*) FILTER (WHERE state = 'PENDING')::int AS pending,
      count(*) FILTER (WHERE outcome = 'WIN')::int AS wins,
      count(*) FILTER (WHERE outcome = 'LOOSE')::int AS losses,
      count(*) FILTER (WHERE outcome = 'PUSH')::int AS pushes
    FROM (
      SELECT "state", "outcome" FROM "Pick" WHERE "userId" = ${userId} AND "kind" = 'NORMAL'
      UNION ALL
      SELECT "state", "outcome" FROM "Parlay" WHERE "userId" = ${userId}
    ) picks`;
  return counts;
}

export async function getPickerStats(userId: string): Promise<PickerStats> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { standing: { select: { points: true } } } });
  if (!user) throw new AppError("NOT_FOUND");
  const [counts, favourite] = await Promise.all([
    pickerRecord(userId),
    // Every pick made counts for the sport, parlay legs included: it is where the picker's attention goes.
    db.$queryRaw<{ league: DbLeague }[]>`
      SELECT f."league"::text AS league FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
      WHERE p."userId" = ${userId}
      GROUP BY f."league" ORDER BY count(*) DESC, f."league" LIMIT 1`,
  ]);
  const decided = counts.total - counts.pushes;
  const share = (n: number) => (decided > 0 ? roundTo((n / decided) * 100, 2) : 0);
  return {
    score: user.standing?.points.toFixed(4) ?? "0.0000",
    totalPicksCount: counts.total,
    pendingPicksCount: counts.pending,
    favoriteSport: favourite[0] ? sportOfLeague(fromDbLeague(favourite[0].league)) : null,
    winRate: { WIN: share(counts.wins), LOOSE: share(counts.losses), PENDING: share(counts.pending) },
  };
}
