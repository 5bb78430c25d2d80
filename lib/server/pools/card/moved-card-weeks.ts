// The weeks whose results a settlement run writes again: those of the season with a game that ended, was called off or
// was corrected since the pool's last settlement (every game of the season when it never settled). A pick's outcome and
// points are read from its game ("CardPickScored"), so nothing per pick is written: only these weeks' rows.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { gameOverSql } from "@/lib/server/fixtures/game-over-sql";
import type { CardPoolRow, Db } from "./card-pool-row";
import { cardWeekRange, weekOfGame } from "./card-week-range";

export async function movedCardWeeks(db: Db, pool: CardPoolRow, settledAt: Date | null): Promise<string[]> {
  const games = await db.$queryRaw<{ startsAt: Date }[]>`
    SELECT DISTINCT f."startsAt" FROM "Fixture" f
    WHERE f."league" = ANY(${pool.leagues}::"League"[]) AND f."startsAt" >= ${cardWeekRange(pool.seasonStart).start}
      AND ${gameOverSql()} AND (${settledAt}::timestamptz IS NULL OR f."updatedAt" > ${settledAt}::timestamptz)`;
  return [...new Set(games.map((game) => weekOfGame(game.startsAt)))];
}
