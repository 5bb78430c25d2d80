// The push job: finds every push due now (reminders first, as they cannot wait) and sends them. Safe to run every
// minute and side by side: each push is claimed in PushSend before it is sent, and a run sends at most PUSH_RUN_LIMIT
// messages, PUSH_CONCURRENCY at a time and PUSH_PER_SECOND a second. Called by every sync run (the cron route, `npm run
// sync`, the dev loop, and the traffic-triggered sync after its response) and after an announcement's response.
// No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { newRequestId, reportError } from "@/lib/observability/report-error";
import { appTimeZone, env } from "@/lib/settings";
import { dueReminderPushes } from "./due-reminder-pushes";
import { dueResultPushes } from "./due-result-pushes";
import { duePoolNewsPushes } from "./due-pool-news-pushes";
import { sendPushes, type PushRunOptions, type PushRunReport } from "./send-pushes";
import { vapidKeys } from "./vapid-keys";

export type PushJobOptions = Partial<Omit<PushRunOptions, "keys">> & {
  /** Only the pool news (week won, announcements, survivor): what an announcement's own run looks for. */
  newsOnly?: boolean;
};

export const NO_PUSHES: PushRunReport = { sent: 0, failed: 0, held: 0, dropped: 0, deferred: 0, gone: 0 };

export async function sendDuePushes(db: PrismaClient, { now = new Date(), newsOnly = false, ...options }: PushJobOptions = {}): Promise<PushRunReport> {
  const keys = vapidKeys();
  if (!keys) return NO_PUSHES;
  const timeZone = appTimeZone();
  const [reminders, news, results] = await Promise.all([
    newsOnly ? [] : dueReminderPushes(db, now, timeZone),
    duePoolNewsPushes(db, now),
    newsOnly ? [] : dueResultPushes(db, now, timeZone),
  ]);
  const settings = env();
  return sendPushes(db, [...reminders, ...news, ...results], {
    keys,
    limit: settings.PUSH_RUN_LIMIT,
    concurrency: settings.PUSH_CONCURRENCY,
    perSecond: settings.PUSH_PER_SECOND,
    ...options,
    now,
  });
}

/** The job as its callers run it: a failure is reported and never fails the sync or the request that started it. */
export async function sendDuePushesReported(db: PrismaClient, options: PushJobOptions = {}): Promise<PushRunReport> {
  try {
    return await sendDuePushes(db, options);
  } catch (error) {
    reportError(error, { requestId: newRequestId(), where: "sending the due pushes" });
    return NO_PUSHES;
  }
}
