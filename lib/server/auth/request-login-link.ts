// Login: e-mails a magic link to an existing account; an unknown address is USER_NOT_FOUND, as the product defines it.
// That answer tells whether an account exists, so it counts in the client's bucket like a send: no free enumeration.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { clientAccountLimit, emailSendLimits, hitRateLimits } from "./rate-limit";
import type { LinkRequest } from "./request-sign-up";
import { sendEmailLink } from "./send-email-link";

export async function requestLoginLink({ email, ip }: LinkRequest): Promise<{ sent: true }> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) {
    await hitRateLimits([clientAccountLimit(ip)]);
    throw new AppError("USER_NOT_FOUND");
  }
  await hitRateLimits(emailSendLimits(email, ip));
  await sendEmailLink({ purpose: "login", email });
  return { sent: true };
}
