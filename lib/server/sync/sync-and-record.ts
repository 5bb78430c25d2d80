// A sync run that records its success in SyncState, expires the cached pages its games feed, then sends the due opt-in
// e-mail: the cron, `npm run sync`, the dev loop and traffic all use it.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { FeedAdapter } from "@/lib/feeds/types";
import { syncFeed, type SyncSummary } from "./sync-feed";
import { sendDueMail } from "@/lib/server/email/send-due-mail";
import { recordSyncSuccess } from "./sync-state";
import { refreshDailyPicks } from "@/lib/server/reports/refresh-daily-picks";

export function everyLeagueFailed(summary: SyncSummary): boolean {
  return summary.leagues.length > 0 && summary.leagues.every((league) => !league.ok);
}

export async function syncAndRecord(db: PrismaClient, feed: FeedAdapter, options?: Parameters<typeof syncFeed>[2]): Promise<SyncSummary> {
  const summary = await syncFeed(db, feed, options);
  // A skipped run did nothing (another held the lock): the one that ran records its own success.
  if (summary.skipped) return summary;
  // Every league down is a broken feed, not a sync: the next request or run tries again once the claim expires.
  if (everyLeagueFailed(summary)) throw new Error(`every league failed: ${summary.failures.map((f) => `${f.league}: ${f.error}`).join("; ")}`);
  await recordSyncSuccess(db);
  // The daily-pick pages list games with their status, scores and pick shares: new or changed games show on the next
  // visit instead of after the pages' own refresh interval.
  if (summary.created + summary.updated > 0) refreshDailyPicks();
  // Fresh fixtures decide who is due a reminder: every way a sync runs (cron, script, traffic) sends them.
  await sendDueMail(db);
  return summary;
}
