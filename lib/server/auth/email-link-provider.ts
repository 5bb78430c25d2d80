// Auth.js's e-mail provider for the product's links: Auth.js issues the token (random, stored as its sha256 with the
// secret, as Auth.js hashes it) through the adapter; we mail our own page's URL, which spends nothing on a GET.
import "server-only";
import crypto from "node:crypto";
import type { EmailConfig } from "next-auth/providers";
import { normalizeEmail } from "@/lib/domain/account";
import { siteOrigin } from "@/lib/settings";
import { sendAccountEmail } from "@/lib/mail/account-emails";
import { countSignInMail } from "@/lib/server/mail-budget/daily-mail-budget";
import { db } from "@/lib/db";
import { emailTokenTtlMs } from "@/lib/settings/auth";

export const EMAIL_PROVIDER_ID = "email";
export type LinkPurpose = "verify" | "login";

const PAGES: Record<LinkPurpose, string> = { verify: "/verify", login: "/login/magic" };

/** The token's identifier binds it to a purpose and an address: a login link cannot verify an address. */
export const linkIdentifier = (purpose: LinkPurpose, email: string) => `${purpose}:${email}`;

function parseIdentifier(identifier: string): { purpose: LinkPurpose; email: string } {
  const match = /^(verify|login):(.+)$/.exec(identifier);
  const email = match ? normalizeEmail(match[2]) : null;
  if (!match || !email) throw new Error("Not a link identifier");
  return { purpose: match[1] as LinkPurpose, email };
}

/** Auth.js's token hash: sha256 of the token followed by the secret, in hex. */
export function hashLinkToken(token: string, secret: string): string {
  return crypto.createHash("sha256").update(`${token}${secret}`).digest("hex");
}

/** `onFailure` sees a failed send, which Auth.js would otherwise turn into a redirect to its error page. */
export function emailLinkProvider(onFailure?: (error: unknown) => void): EmailConfig {
  return {
    id: EMAIL_PROVIDER_ID,
    type: "email",
    name: "E-mail link",
    from: "",
    maxAge: Math.round(emailTokenTtlMs() / 1000),
    options: {},
    normalizeIdentifier: (identifier) => {
      const { purpose, email } = parseIdentifier(identifier);
      return linkIdentifier(purpose, email);
    },
    generateVerificationToken: () => crypto.randomBytes(32).toString("base64url"),
    async sendVerificationRequest({ identifier, token }) {
      try {
        const { purpose, email } = parseIdentifier(identifier);
        // The configured origin, never the request's Host: a forged header would mail the victim a link to another site.
        // The token alone: the stored row knows the address, which then never sits in URLs, histories or logs.
        const url = new URL(PAGES[purpose], siteOrigin());
        url.searchParams.set("token", token);
        // Counted on the day's mail budget, never refused by it: the budget holds reminders and digests back instead.
        await countSignInMail(db);
        await sendAccountEmail({
          kind: purpose === "verify" ? "signup" : "login",
          to: email,
          url: url.toString(),
          minutes: Math.round(emailTokenTtlMs() / 60_000),
          idempotencyKey: `${purpose}-${crypto.createHash("sha256").update(token).digest("hex").slice(0, 40)}`,
        });
      } catch (error) {
        onFailure?.(error);
        throw error;
      }
    },
  };
}
