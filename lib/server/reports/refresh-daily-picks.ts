// Expires every cached daily-pick page and read after a report, result or game change. Not marked server-only: the sync
// calls it from scripts too (`npm run sync`), where there is no cache to expire.
import { revalidateTag } from "next/cache";

export const DAILY_PICKS_TAG = "daily-picks";

/**
 * expire: 0 rather than the stale-while-revalidate "max" profile: an editor who publishes expects the
 * very next visit to show it. Outside a Next.js request (integration tests, scripts) there is no
 * cache to expire and Next throws an invariant error, which is the one error ignored here.
 */
export function refreshDailyPicks(): void {
  try {
    revalidateTag(DAILY_PICKS_TAG, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}
