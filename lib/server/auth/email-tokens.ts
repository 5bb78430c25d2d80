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
 * Consumes a token: true only for the one caller whose DELETE removed a live row. Concurrent uses race on the
 * row lock; the loser's DELETE finds nothing. An expired token is deleted too, and refused.
 */
export async function consumeEmailToken(purpose: LinkPurpose, email: string, token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const rows = await db.$queryRaw<{ expires: Date }[]>`
    DELETE FROM "VerificationToken"
    WHERE "identifier" = ${identifier(purpose, email)} AND "token" = ${hashToken(token)}
    RETURNING "expires"`;
  return rows.length === 1 && rows[0].expires.getTime() > Date.now();
}
