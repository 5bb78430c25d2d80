// One free daily pick by league and fixture id, or null when it does not exist or is not published.
import "server-only";
import { readDb } from "@/lib/server/read-db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { dailyPickSelect, publishedWhere, toDailyPicks } from "./daily-pick-select";
import type { DailyPick } from "@/lib/contracts/daily-picks";

export async function getDailyPick(league: League, id: number): Promise<DailyPick | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const row = await (await readDb()).fixture.findFirst({ where: { id, league: toDbLeague(league), ...publishedWhere() }, select: dailyPickSelect });
  if (!row) return null;
  const [pick] = await toDailyPicks([row]);
  return pick;
}
