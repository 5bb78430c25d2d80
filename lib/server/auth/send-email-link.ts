// Issues a single-use token and mails the link: /verify for sign-up, /login/magic for login.
// Callers hit emailSendLimits first, before they write anything else.
import "server-only";
import { siteOrigin } from "@/lib/settings";
import { db } from "@/lib/db";
import { sendAccountEmail } from "@/lib/mail/account-emails";
import { countSignInMail } from "@/lib/server/mail-budget/daily-mail-budget";
import { hashToken, issueEmailToken, type LinkPurpose } from "./email-tokens";
import { emailTokenTtlMs } from "./settings";

const PAGES: Record<LinkPurpose, string> = { verify: "/verify", login: "/login/magic" };

export async function sendEmailLink(input: { purpose: LinkPurpose; email: string }): Promise<void> {
  const { purpose, email } = input;
  const token = await issueEmailToken(purpose, email);
  // The configured origin, never the request's Host: a forged header would mail the victim a link to another site.
  const url = new URL(PAGES[purpose], siteOrigin());
  // The token alone: the stored row knows the address, which then never sits in URLs, histories or logs.
  url.searchParams.set("token", token);
  // Counted on the day's mail budget, never refused by it: the budget holds reminders and digests back instead.
  await countSignInMail(db);
  await sendAccountEmail({
    kind: purpose === "verify" ? "signup" : "login",
    to: email,
    url: url.toString(),
    minutes: Math.round(emailTokenTtlMs() / 60_000),
    idempotencyKey: `${purpose}-${hashToken(token).slice(0, 40)}`,
  });
}
