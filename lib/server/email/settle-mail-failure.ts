// What the claims and the day's mail budget become when messages were not accepted by the mail provider.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Failure } from "@/lib/mail/delivery";
import type { Mail } from "@/lib/mail/send";
import { returnOptInMail, type MailReservation } from "@/lib/server/mail-budget/daily-mail-budget";
import { releaseEmails, type EmailPeriod } from "./claim-email";

/** A message rendered for the picker whose claim this run holds. */
export type Ready = { userId: string; mail: Mail };
/** What one batch came to: how many went, and whether the provider asked for no more calls this run. */
export type BatchOutcome = { sent: number; stop: boolean };

/**
 * What a failure means for the messages it covers. Surely not sent (refused, later): their claims and room are given
 * back, so a later run sends them. Invalid (sent alone and refused for its content): the room is given back but the
 * claim kept, since the same message would be refused again on every run. Unknown (no answer, a 5xx, an idempotency
 * conflict): everything is kept, as the messages may have gone out.
 */
export async function settleFailure(db: PrismaClient, claim: EmailPeriod, booking: MailReservation, failed: { userId: string }[], failure: Failure): Promise<void> {
  if (failed.length === 0 || failure === "unknown") return;
  if (failure !== "invalid") await releaseEmails(db, failed.map((message) => message.userId), claim);
  await returnOptInMail(db, { day: booking.day, granted: failed.length });
}
