// Login: e-mails a magic link to an existing account; an unknown address is USER_NOT_FOUND, as the spec says.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { LinkRequest } from "./request-sign-up";
import { sendEmailLink } from "./send-email-link";

export async function requestLoginLink({ email, ip }: LinkRequest): Promise<{ sent: true }> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) throw new AppError("USER_NOT_FOUND");
  await sendEmailLink({ purpose: "login", email, ip });
  return { sent: true };
}
