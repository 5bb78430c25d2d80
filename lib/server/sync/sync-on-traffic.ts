// Keeps fixtures fresh without a frequent scheduler: a request that finds the last sync older than SYNC_INTERVAL
// starts one background sync after its response is sent (Vercel's Hobby plan runs its cron once a day).
import "server-only";
import { after } from "next/server";
import { db } from "@/lib/db";
import { env, syncOnTraffic } from "@/lib/settings";
import { selectFeed } from "@/lib/feeds/select-feed";
import { newRequestId, reportError } from "@/lib/observability/report-error";
import { postPoolNews } from "@/lib/server/chat/post-pool-news";
import { syncAndRecord } from "./sync-and-record";
import { claimSyncRun } from "./sync-state";

type Schedule = (task: () => Promise<unknown>) => void;
export type BackgroundSyncOutcome = "ran" | "not due" | "skipped" | "failed";

/** Until then this process does not even ask the database: the hot path compares two numbers. */
let nextCheckAt = 0;
const SETTING_RECHECK_MS = 60_000;

/** Called by every route handler before it answers; never throws and never delays the response. */
export function syncWhenDue(schedule: Schedule = after, now = Date.now()): void {
  if (now < nextCheckAt) return;
  try {
    if (!syncOnTraffic()) {
      nextCheckAt = now + SETTING_RECHECK_MS;
      return;
    }
    const intervalMs = env().SYNC_INTERVAL;
    nextCheckAt = now + intervalMs;
    schedule(() => runBackgroundSync(intervalMs));
  } catch (error) {
    reportError(error, { requestId: newRequestId(), where: "scheduling the traffic-triggered sync" });
  }
}

/**
 * Claims the run in the database first (one claimant per interval across instances); the sync's own advisory lock
 * still keeps it from overlapping a cron or `npm run sync` run. Not due: this process looks again when it will be.
 */
export async function runBackgroundSync(intervalMs: number): Promise<BackgroundSyncOutcome> {
  try {
    const claim = await claimSyncRun(db, intervalMs);
    if (!claim.claimed) {
      nextCheckAt = Date.now() + claim.dueInMs;
      return "not due";
    }
    // Never the opt-in e-mail: this runs in a visitor's request (after its response, still in its function).
    const summary = await syncAndRecord(db, selectFeed(), { sendMail: false });
    // The games that started since the last run reveal their picks in the pools' group chats.
    if (!summary.skipped) await postPoolNews();
    return summary.skipped ? "skipped" : "ran";
  } catch (error) {
    reportError(error, { requestId: newRequestId(), where: "the traffic-triggered sync" });
    return "failed";
  }
}
