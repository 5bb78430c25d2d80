// Sends one kind of opt-in e-mail in provider batches: each batch is claimed first (EmailSend rows), booked on the day's
// mail budget, then rendered and handed over in one call. A batch that fails gives its claims and its budget back, so a
// later run sends it, and nothing goes twice; what the budget has no room for is not claimed, for a later run too.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { MAX_BATCH, sendBatch } from "@/lib/mail/send-batch";
import type { Mail } from "@/lib/mail/send";
import { claimEmails, releaseEmails, type EmailPeriod } from "./claim-email";
import { reserveOptInMail, returnOptInMail } from "@/lib/server/mail-budget/daily-mail-budget";

/** A message due to one picker, rendered only once this run holds its claim. */
export type Outgoing = { userId: string; render: () => Promise<Mail> };
export type BatchOptions = { now?: Date; batchSize?: number };

const ids = (messages: Outgoing[]) => messages.map((message) => message.userId);

/** The number of messages this run sent; a failing batch throws after giving its claims back. */
export async function sendInBatches(db: PrismaClient, claim: EmailPeriod, outgoing: Outgoing[], { now = new Date(), batchSize = MAX_BATCH }: BatchOptions = {}): Promise<number> {
  let sent = 0;
  for (let start = 0; start < outgoing.length; start += batchSize) {
    const chunk = outgoing.slice(start, start + batchSize);
    const claimed = new Set(await claimEmails(db, ids(chunk), claim));
    const mine = chunk.filter((message) => claimed.has(message.userId));
    if (mine.length === 0) continue;
    const budget = await reserveOptInMail(db, mine.length, now);
    const batch = mine.slice(0, budget.granted);
    const over = mine.slice(budget.granted);
    await releaseEmails(db, ids(over), claim);
    try {
      await sendBatch(await Promise.all(batch.map((message) => message.render())));
    } catch (error) {
      await releaseEmails(db, ids(batch), claim);
      await returnOptInMail(db, budget);
      throw error;
    }
    sent += batch.length;
    if (over.length > 0) {
      const held = over.length + outgoing.length - (start + chunk.length);
      console.warn(`[mail] the daily mail budget is spent: up to ${held} ${claim.kind} e-mails wait for a later run (MAIL_DAILY_BUDGET, MAIL_SIGN_IN_RESERVE)`);
      break;
    }
  }
  return sent;
}
