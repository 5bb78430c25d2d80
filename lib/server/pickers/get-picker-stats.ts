// A picker's statistics (spec §3 Stats): score, pick counts, favourite sport and win / loss / pending shares.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { fromDbLeague, sportOfLeague, type Sport } from "@/lib/domain/leagues";

export type PickerStats = {
  score: string;
  totalPicksCount: number;
  pendingPicksCount: number;
  favoriteSport: Sport | null;
  /** Percentages of all single picks, 0 to 100; pushes count in none of the three. */
  winRate: { WIN: number; LOOSE: number; PENDING: number };
};

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export async function getPickerStats(userId: string): Promise<PickerStats> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { score: true } });
  if (!user) throw new AppError("NOT_FOUND", { message: "This picker does not exist" });
  const [byState, byLeague] = await Promise.all([
    db.pick.groupBy({ by: ["state", "outcome"], where: { userId, kind: "NORMAL" }, _count: { _all: true } }),
    db.$queryRaw<{ league: "NFL" | "NBA" | "NHL" | "MLB"; n: bigint }[]>`
      SELECT f.league::text AS league, COUNT(*) AS n FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId"
      WHERE p."userId" = ${userId} AND p.kind = 'NORMAL' GROUP BY f.league ORDER BY n DESC, f.league LIMIT 1`,
  ]);
  const count = (match: (row: (typeof byState)[number]) => boolean) =>
    byState.filter(match).reduce((sum, row) => sum + row._count._all, 0);
  const total = count(() => true);
  const pending = count((row) => row.state === "PENDING");
  const wins = count((row) => row.state === "FINAL" && row.outcome === "WIN");
  const losses = count((row) => row.state === "FINAL" && row.outcome === "LOOSE");
  return {
    score: user.score.toString(),
    totalPicksCount: total,
    pendingPicksCount: pending,
    favoriteSport: byLeague[0] ? sportOfLeague(fromDbLeague(byLeague[0].league)) : null,
    winRate: { WIN: percent(wins, total), LOOSE: percent(losses, total), PENDING: percent(pending, total) },
  };
}
