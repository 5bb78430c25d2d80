// The cron use case: checks the CRON_SECRET bearer, then runs one sync of the configured feed, sends the due e-mail, posts to
// the pools' group chats and sweeps expired sign-in rows.
import crypto from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { env } from "@/lib/settings";
import { db } from "@/lib/db";
import { selectFeed } from "@/lib/feeds/select-feed";
import { sweepExpiredAuthRows } from "@/lib/server/auth/sweep-expired";
import { closePoolWeeks } from "@/lib/server/pools/close-pool-weeks";
import { postPoolNews } from "@/lib/server/chat/post-pool-news";
import { sendDuePushesReported } from "@/lib/server/push/send-due-pushes";
import type { SyncSummary } from "./sync-feed";
import { syncAndRecord } from "./sync-and-record";

/** Constant-time, and an unset CRON_SECRET refuses everyone rather than opening the endpoint. */
export function isCronAuthorized(authorization: string | null, secret = env().CRON_SECRET ?? ""): boolean {
  if (!secret || !authorization) return false;
  const expected = Buffer.from(`Bearer ${secret}`);
  const given = Buffer.from(authorization.trim());
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export async function runScheduledSync(authorization: string | null): Promise<SyncSummary> {
  if (!isCronAuthorized(authorization)) throw new AppError("UNAUTHORIZED");
  const summary = await syncAndRecord(db, selectFeed(), { sendMail: true });
  // After the sync's settlements, so a week's last results are in its final table.
  await closePoolWeeks();
  // After both: the closed weeks' tables and the settled slates are what the group chats are told.
  await postPoolNews();
  // The weeks just closed crowned their winners: their pushes go now rather than with the next sync.
  await sendDuePushesReported(db, { newsOnly: true });
  await sweepExpiredAuthRows();
  return summary;
}
