// The opt-in e-mail a scheduled feed sync sends once it has succeeded; a mail failure is reported and never fails the sync.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { newRequestId, reportError } from "@/lib/observability/report-error";
import { sendGameDayReminders } from "./send-game-day-reminders";
import { sendWeeklyDigests } from "./send-weekly-digests";

/** Each kind on its own: a failing digest never holds back today's reminders, nor the reverse. */
async function counted(where: string, run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (error) {
    reportError(error, { requestId: newRequestId(), where });
    return 0;
  }
}

/**
 * Reminders first: they are due today, while a digest can wait a day. The daily mail budget stops both before it would
 * stop a sign-in link. batchSize: messages per provider call, Resend's most by default.
 */
export async function sendDueMail(db: PrismaClient, { now = new Date(), batchSize }: { now?: Date; batchSize?: number } = {}): Promise<{ reminders: number; digests: number }> {
  const reminders = await counted("sending the game-day reminders", () => sendGameDayReminders(db, now, { batchSize }));
  const digests = await counted("sending the weekly digests", () => sendWeeklyDigests(db, now, { batchSize }));
  return { reminders, digests };
}
