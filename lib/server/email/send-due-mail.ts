// The opt-in e-mail a feed sync sends once it has succeeded; a mail failure is reported and never fails the sync.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { newRequestId, reportError } from "@/lib/observability/report-error";
import { sendGameDayReminders } from "./send-game-day-reminders";

export async function sendDueMail(db: PrismaClient, now = new Date()): Promise<{ reminders: number }> {
  try {
    return { reminders: await sendGameDayReminders(db, now) };
  } catch (error) {
    reportError(error, { requestId: newRequestId(), where: "sending the game-day reminders" });
    return { reminders: 0 };
  }
}
