// Free daily picks of one league: fixtures with a published report, newest game first, one bounded page at a time.
import "server-only";
import { idCursor } from "@/lib/contracts/cursor";
import { DAILY_PICKS_MAX_PAGE_SIZE, DAILY_PICKS_PAGE_SIZE } from "@/lib/contracts/daily-picks";
import { AppError } from "@/lib/errors/app-error";
import { readDb } from "@/lib/server/read-db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { dailyPickSelect, publishedWhere, toDailyPicks } from "./daily-pick-select";
import type { DailyPickPage } from "@/lib/contracts/daily-picks";

export type ListDailyPicksInput = { league: League; limit?: number; cursor?: number | null };

export async function listDailyPicks({ league, limit = DAILY_PICKS_PAGE_SIZE, cursor = null }: ListDailyPicksInput): Promise<DailyPickPage> {
  const take = Math.min(Math.max(1, Math.floor(limit)), DAILY_PICKS_MAX_PAGE_SIZE);
  const where = { league: toDbLeague(league), ...publishedWhere() };
  const reader = await readDb();
  if (cursor !== null) {
    // A cursor from another league, or a report unpublished since, would silently restart the list.
    const exists = await reader.fixture.count({ where: { id: cursor, ...where } });
    if (!exists) throw new AppError("VALIDATION_ERROR", { issues: [{ path: "cursor", message: "Unknown cursor" }] });
  }
  const rows = await reader.fixture.findMany({
    where,
    select: dailyPickSelect,
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: take + 1,
    ...(cursor !== null ? { cursor: { id: cursor }, skip: 1 } : {}),
  });
  const page = rows.slice(0, take);
  const fixtures = await toDailyPicks(page);
  return { items: fixtures, nextCursor: rows.length > take ? idCursor.encode([page[page.length - 1].id]) : null };
}
