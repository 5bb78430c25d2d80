// Single-use e-mail link tokens: random, stored only as a hash, consumed atomically by one DELETE … RETURNING.
import "server-only";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { emailTokenTtlMs } from "./settings";

export type LinkPurpose = "verify" | "login";

const identifier = (purpose: LinkPurpose, email: string) => `${purpose}:${email}`;

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Issues a new token for this address and purpose; the plain token only ever travels in the e-mail. */
export async function issueEmailToken(purpose: LinkPurpose, email: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const id = identifier(purpose, email);
  // Expired links of this address are garbage: drop them while we are here.
  await db.verificationToken.deleteMany({ where: { identifier: id, expires: { lt: new Date() } } });
  await db.verificationToken.create({
    data: { identifier: id, token: hashToken(token), expires: new Date(Date.now() + emailTokenTtlMs()) },
  });
  return token;
}

/**
 * Consumes a token and answers the address it was issued for, or null. The token alone finds its row (it is a
 * unique random value); the purpose must match, and so must the address when the caller sends one. Only the
 * caller whose DELETE removed a live row wins: concurrent uses race on the row lock and the loser's DELETE finds
 * nothing. An expired token is deleted too, and refused.
 */
export async function consumeEmailToken(purpose: LinkPurpose, token: string, email?: string): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const prefix = identifier(purpose, "");
  const rows = await db.$queryRaw<{ identifier: string; expires: Date }[]>`
    DELETE FROM "VerificationToken"
    WHERE "token" = ${hashToken(token)}
      AND starts_with("identifier", ${prefix})
      AND (${email ?? null}::text IS NULL OR "identifier" = ${prefix} || ${email ?? null}::text)
    RETURNING "identifier", "expires"`;
  if (rows.length !== 1 || rows[0].expires.getTime() <= Date.now()) return null;
  return rows[0].identifier.slice(prefix.length);
}
