// Daily-pick reads for pages, kept in Next's data cache under one tag so a report change refreshes list and detail at once.
import "server-only";
import { unstable_cache } from "next/cache";
import type { League } from "@/lib/domain/leagues";
import { getDailyPick } from "./get-daily-pick";
import { listDailyPicks } from "./list-daily-picks";
import { DAILY_PICKS_TAG } from "./refresh-daily-picks";
import type { DailyPick, DailyPickPage } from "@/lib/contracts/daily-picks";

/** Pick shares move as people pick: the time-based refresh keeps them close to live between report changes. */
export const DAILY_PICKS_REVALIDATE_SECONDS = 60;

export function cachedDailyPicks(league: League, cursor: number | null): Promise<DailyPickPage> {
  return unstable_cache(() => listDailyPicks({ league, cursor }), ["daily-picks", league, String(cursor ?? "")], {
    tags: [DAILY_PICKS_TAG],
    revalidate: DAILY_PICKS_REVALIDATE_SECONDS,
  })();
}

export function cachedDailyPick(league: League, id: number): Promise<DailyPick | null> {
  return unstable_cache(() => getDailyPick(league, id), ["daily-pick", league, String(id)], {
    tags: [DAILY_PICKS_TAG],
    revalidate: DAILY_PICKS_REVALIDATE_SECONDS,
  })();
}
