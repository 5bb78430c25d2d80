// Sign-up: creates the account when the address is new and e-mails a link; a known address gets a link too.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { emailSendLimits, hitRateLimits } from "./rate-limit";
import { sendEmailLink } from "./send-email-link";

export type LinkRequest = { email: string; ip: string };

/**
 * The answer is the same whether or not the address was known, so sign-up never reveals who has an account.
 * A verified account gets a login link; a new or still unverified one gets a sign-up (verify) link.
 */
export async function requestSignUp({ email, ip }: LinkRequest): Promise<{ sent: true }> {
  // Limits first: a refused request must not leave an account behind.
  await hitRateLimits(emailSendLimits(email, ip));
  let user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerified: true } });
  if (!user) {
    try {
      user = await db.user.create({ data: { email }, select: { id: true, emailVerified: true } });
    } catch (error) {
      // Two sign-ups of one address at once: the loser sees the winner's row.
      if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
      user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, emailVerified: true } });
    }
  }
  await sendEmailLink({ purpose: user.emailVerified ? "login" : "verify", email });
  return { sent: true };
}
