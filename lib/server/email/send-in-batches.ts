// Sends one kind of opt-in e-mail in provider batches: each batch is claimed first (EmailSend rows), booked on the day's
// mail budget, then rendered and handed over in one call. At most once: claims are given back only when the provider
// surely sent nothing, so a picker may miss a message whose answer was lost but is never mailed it twice.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { MAX_BATCH, sendBatch } from "@/lib/mail/send-batch";
import type { Mail } from "@/lib/mail/send";
import { logger } from "@/lib/observability/logger";
import { newRequestId, reportError } from "@/lib/observability/report-error";
import { reserveOptInMail, type MailReservation } from "@/lib/server/mail-budget/daily-mail-budget";
import { claimEmails, releaseEmails, type EmailPeriod } from "./claim-email";
import { sendOneByOne } from "./send-one-by-one";
import { settleFailure, type BatchOutcome, type Ready } from "./settle-mail-failure";

/** A message due to one picker, rendered only once this run holds its claim. */
export type Outgoing = { userId: string; render: () => Promise<Mail> };
/** pauseMs: between the single sends that replace a batch refused for its content, to stay within Resend's rate. */
export type BatchOptions = { now?: Date; batchSize?: number; pauseMs?: number };

const ids = (messages: { userId: string }[]) => messages.map((message) => message.userId);

/** Renders what it can: a message whose template throws is logged and keeps its claim, so it is not retried every run. */
async function renderAll(db: PrismaClient, claim: EmailPeriod, booking: MailReservation, batch: Outgoing[]): Promise<Ready[]> {
  const results = await Promise.allSettled(batch.map((message) => message.render()));
  const ready: Ready[] = [];
  const broken: Outgoing[] = [];
  results.forEach((result, i) => {
    if (result.status === "fulfilled") ready.push({ userId: batch[i].userId, mail: result.value });
    else {
      broken.push(batch[i]);
      reportError(result.reason, { requestId: newRequestId(), where: `rendering the ${claim.kind} e-mail of ${batch[i].userId} for ${claim.period}` });
    }
  });
  await settleFailure(db, claim, booking, broken, "invalid");
  return ready;
}

async function sendOne(db: PrismaClient, claim: EmailPeriod, booking: MailReservation, batch: Outgoing[], pauseMs: number): Promise<BatchOutcome> {
  const ready = await renderAll(db, claim, booking, batch);
  if (ready.length === 0) return { sent: 0, stop: false };
  const delivery = await sendBatch(ready.map((message) => message.mail)).catch((error: unknown) => {
    reportError(error, { requestId: newRequestId(), where: `sending a batch of ${claim.kind} e-mail` });
    return "unknown" as const;
  });
  if (delivery === "sent") return { sent: ready.length, stop: false };
  if (delivery === "invalid") return sendOneByOne(db, claim, booking, ready, pauseMs);
  logger().error({ kind: claim.kind, period: claim.period, userIds: ids(ready), delivery }, "the mail provider did not accept a batch");
  await settleFailure(db, claim, booking, ready, delivery);
  return { sent: 0, stop: delivery === "later" };
}

/** The number of messages this run sent. One batch's failure never ends the run, except the provider's 429. */
export async function sendInBatches(db: PrismaClient, claim: EmailPeriod, outgoing: Outgoing[], { now = new Date(), batchSize = MAX_BATCH, pauseMs = 500 }: BatchOptions = {}): Promise<number> {
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
    const outcome = await sendOne(db, claim, { day: budget.day, granted: batch.length }, batch, pauseMs);
    sent += outcome.sent;
    if (outcome.stop) {
      logger().warn({ kind: claim.kind, period: claim.period }, "the mail provider asked for no more calls (429): the rest waits for a later run");
      break;
    }
    if (over.length > 0) {
      const held = over.length + outgoing.length - (start + chunk.length);
      console.warn(`[mail] the daily mail budget is spent: up to ${held} ${claim.kind} e-mails wait for a later run (MAIL_DAILY_BUDGET, MAIL_SIGN_IN_RESERVE)`);
      break;
    }
  }
  return sent;
}
