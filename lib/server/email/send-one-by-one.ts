// Sends a batch the provider refused for its content one message at a time, each under its own key, so one bad address
// costs that message alone instead of the whole batch.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { MailNotSent } from "@/lib/mail/delivery";
import { send } from "@/lib/mail/send";
import { logger } from "@/lib/observability/logger";
import type { MailReservation } from "@/lib/server/mail-budget/daily-mail-budget";
import type { EmailPeriod } from "./claim-email";
import { settleFailure, type BatchOutcome, type Ready } from "./settle-mail-failure";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function sendOneByOne(db: PrismaClient, claim: EmailPeriod, booking: MailReservation, ready: Ready[], pauseMs: number): Promise<BatchOutcome> {
  let sent = 0;
  for (const [i, message] of ready.entries()) {
    if (i > 0 && pauseMs > 0) await pause(pauseMs);
    try {
      await send(message.mail);
      sent += 1;
    } catch (error) {
      // Anything but the provider's own answer (a broken connection) may have gone out.
      const failure = error instanceof MailNotSent ? error.delivery : "unknown";
      logger().error({ kind: claim.kind, period: claim.period, userId: message.userId, delivery: failure, err: error }, "the mail provider did not accept a message");
      if (failure === "later") {
        await settleFailure(db, claim, booking, ready.slice(i), "later");
        return { sent, stop: true };
      }
      await settleFailure(db, claim, booking, [message], failure);
    }
  }
  return { sent, stop: false };
}
