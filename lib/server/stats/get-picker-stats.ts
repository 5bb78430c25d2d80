// A picker's statistics: score, pick counts, favourite sport, the win / loss / pending split, the skill figures and the record by market.
import "server-only";
import type { PickerStats } from "@/lib/contracts/pickers";
import type { PickerRecord } from "@/lib/contracts/share";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { readDb } from "@/lib/server/read-db";
import { fromDbLeague, sportOfLeague, type DbLeague } from "@/lib/domain/leagues";
import { roundTo } from "@/lib/domain/odds";
import { getPickerSkill } from "@/lib/server/skill/get-picker-skill";
import { assertPickerVisible } from "@/lib/server/privacy/picker-visibility";
import { marketRecords } from "./market-records";

/** A pick is a NORMAL pick or a whole parlay: a parlay's legs are not separate wins. */
export async function pickerRecord(userId: string, reader: PrismaClient = db): Promise<PickerRecord> {
  const [counts] = await reader.$queryRaw<PickerRecord[]>`
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

export async function getPickerStats(userId: string, viewerId: string | null | undefined): Promise<PickerStats> {
  await assertPickerVisible(userId, viewerId);
  const reader = await readDb(viewerId ?? null);
  const user = await reader.user.findUnique({ where: { id: userId }, select: { standing: { select: { points: true } } } });
  if (!user) throw new AppError("NOT_FOUND");
  const [counts, favourite, skill, byMarket] = await Promise.all([
    pickerRecord(userId, reader),
    // Every pick made counts for the sport, parlay legs included: it is where the picker's attention goes.
    reader.$queryRaw<{ league: DbLeague }[]>`
      SELECT f."league"::text AS league FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
      WHERE p."userId" = ${userId}
      GROUP BY f."league" ORDER BY count(*) DESC, f."league" LIMIT 1`,
    getPickerSkill(userId),
    marketRecords(userId, viewerId),
  ]);
  const decided = counts.total - counts.pushes;
  const share = (n: number) => (decided > 0 ? roundTo((n / decided) * 100, 2) : 0);
  return {
    score: user.standing?.points.toFixed(4) ?? "0.0000",
    totalPicksCount: counts.total,
    pendingPicksCount: counts.pending,
    favoriteSport: favourite[0] ? sportOfLeague(fromDbLeague(favourite[0].league)) : null,
    winRate: { WIN: share(counts.wins), LOOSE: share(counts.losses), PENDING: share(counts.pending) },
    skill,
    byMarket,
  };
}
