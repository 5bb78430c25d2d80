// Sends one kind of opt-in e-mail in provider batches: each batch is claimed first (EmailSend rows), then rendered and
// handed over in one call; a batch that fails gives its claims back, so a later run sends it, and nothing goes twice.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { MAX_BATCH, sendBatch } from "@/lib/mail/send-batch";
import type { Mail } from "@/lib/mail/send";
import { claimEmails, releaseEmails, type EmailPeriod } from "./claim-email";

/** A message due to one picker, rendered only once this run holds its claim. */
export type Outgoing = { userId: string; render: () => Promise<Mail> };

/** The number of messages this run sent; a failing batch throws after giving its claims back. */
export async function sendInBatches(db: PrismaClient, claim: EmailPeriod, outgoing: Outgoing[], batchSize = MAX_BATCH): Promise<number> {
  let sent = 0;
  for (let start = 0; start < outgoing.length; start += batchSize) {
    const chunk = outgoing.slice(start, start + batchSize);
    const claimed = new Set(await claimEmails(db, chunk.map((message) => message.userId), claim));
    const batch = chunk.filter((message) => claimed.has(message.userId));
    if (batch.length === 0) continue;
    try {
      await sendBatch(await Promise.all(batch.map((message) => message.render())));
    } catch (error) {
      await releaseEmails(db, [...claimed], claim);
      throw error;
    }
    sent += batch.length;
  }
  return sent;
}
