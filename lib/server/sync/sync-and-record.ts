// A sync run that records its success in SyncState, expires the cached pages its games feed and, when its caller says
// so, sends the due opt-in e-mail: the cron, `npm run sync`, the dev loop and traffic all use it.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { FeedAdapter } from "@/lib/feeds/types";
import { syncFeed, type SyncSummary } from "./sync-feed";
import { sendDueMail } from "@/lib/server/email/send-due-mail";
import { recordSyncSuccess } from "./sync-state";
import { refreshDailyPicks } from "@/lib/server/reports/refresh-daily-picks";
import { settleSurvivorPools } from "@/lib/server/survivor/settle-survivor";
import { settleCardPools } from "@/lib/server/pools/card/settle-card-pools";
import { tellCardSeasonEnds } from "@/lib/server/pools/card/tell-card-champions";
import { sendDuePushesReported } from "@/lib/server/push/send-due-pushes";

export type SyncAndRecordOptions = NonNullable<Parameters<typeof syncFeed>[2]> & {
  /**
   * Whether this run sends the due reminders and digests. Only scheduled runs do (the cron route, `npm run sync`, the
   * dev loop): the traffic-triggered sync runs inside a visitor's request, where a run of e-mails would hold the
   * function open and spend the provider's daily quota that sign-in links need.
   */
  sendMail: boolean;
};

export function everyLeagueFailed(summary: SyncSummary): boolean {
  return summary.leagues.length > 0 && summary.leagues.every((league) => !league.ok);
}

export async function syncAndRecord(db: PrismaClient, feed: FeedAdapter, { sendMail, ...options }: SyncAndRecordOptions): Promise<SyncSummary> {
  const summary = await syncFeed(db, feed, options);
  // A skipped run did nothing (another held the lock): the one that ran records its own success.
  if (summary.skipped) return summary;
  // Every league down is a broken feed, not a sync: the next request or run tries again once the claim expires.
  if (everyLeagueFailed(summary)) throw new Error(`every league failed: ${summary.failures.map((f) => `${f.league}: ${f.error}`).join("; ")}`);
  await recordSyncSuccess(db);
  // After the games' own settlement: survivor slates are settled from the results it just wrote.
  const survivor = await settleSurvivorPools(db);
  if (survivor.slates > 0) options.log?.(`Survivor: ${survivor.slates} slates settled, ${survivor.ended} pools ended.`);
  // Card pools likewise: automatic picks of the games that just started, picks of the games just over, week results.
  const cards = await settleCardPools(db);
  if (cards.autoPicks > 0) options.log?.(`Card pools: ${cards.autoPicks} automatic picks made.`);
  // The weeks just settled may close a season: its members hear who won before the pushes below go out.
  const seasonsTold = await tellCardSeasonEnds(db, options.now);
  if (seasonsTold > 0) options.log?.(`Card pools: ${seasonsTold} season ends told.`);
  // The daily-pick pages list games with their status, scores and pick shares: new or changed games show on the next
  // visit instead of after the pages' own refresh interval.
  if (summary.created + summary.updated > 0) refreshDailyPicks();
  // Pushes go out from every run, the traffic-triggered one too: it runs after its visitor's response, and a push
  // spends no shared budget. Run every minute, the reminders come within the hour before the week's first game.
  const pushes = await sendDuePushesReported(db, { now: options.now });
  if (pushes.sent + pushes.failed > 0) options.log?.(`Push: ${pushes.sent} sent, ${pushes.failed} failed, ${pushes.deferred} left for the next run.`);
  // Fresh fixtures decide who is due a reminder, so the mail follows the sync it read them from.
  if (sendMail) {
    const sent = await sendDueMail(db, { now: options.now });
    options.log?.(`Mail: ${sent.reminders} game-day reminders, ${sent.digests} weekly digests sent.`);
  }
  return summary;
}
