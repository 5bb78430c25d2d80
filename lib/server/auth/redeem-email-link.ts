// Exchanges an e-mailed token for a session: POST /api/verify and POST /api/login/magic (never a GET on the link).
// Auth.js issued the token; its adapter spends it (one DELETE: of concurrent uses, one gets the row) and opens the session.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { StoredUser } from "@/lib/contracts/users";
import { pickerAdapter } from "./adapter";
import { authSecret } from "./auth-secret";
import { hashLinkToken, linkIdentifier, type LinkPurpose } from "./email-link-provider";
import { getStoredUser } from "./stored-user";
import { createSession, type NewSession } from "./sessions";
import { isAdminEmail } from "@/lib/settings/auth";

export type SignedIn = { user: StoredUser & { token: string }; session: NewSession };

const INVALID_LINK = "This link is not valid any more: ask for a new one";
const invalid = () => new AppError("UNAUTHORIZED", { message: INVALID_LINK });

/** Spends the token for this purpose (and address, when sent) and answers the address, or null. */
async function spendToken(purpose: LinkPurpose, token: string, email?: string): Promise<string | null> {
  const secret = authSecret();
  if (!secret) return null;
  const hashed = hashLinkToken(token, secret);
  // The token alone finds its row (a unique random value); the purpose, and the address when sent, must match.
  const row = await db.verificationToken.findUnique({ where: { token: hashed }, select: { identifier: true } });
  const prefix = linkIdentifier(purpose, "");
  if (!row || !row.identifier.startsWith(prefix) || (email !== undefined && row.identifier !== linkIdentifier(purpose, email))) return null;
  const spent = await pickerAdapter().useVerificationToken!({ identifier: row.identifier, token: hashed });
  // Spent by a concurrent use, or expired (deleted all the same, and refused).
  if (!spent || spent.expires.getTime() <= Date.now()) return null;
  return row.identifier.slice(prefix.length);
}

/** The e-mail is optional: the stored token knows its address; when sent, it must be that address. */
export async function redeemEmailLink(purpose: LinkPurpose, input: { token: string; email?: string }): Promise<SignedIn> {
  const email = await spendToken(purpose, input.token, input.email);
  if (email === null) throw invalid();
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerified: true, role: true } });
  if (!user) throw invalid();
  const data: { emailVerified?: Date; role?: "ADMIN" } = {};
  // Only the sign-up link proves the address for the first time; a login link signs in whatever the state.
  if (purpose === "verify" && !user.emailVerified) data.emailVerified = new Date();
  if (user.role !== "ADMIN" && isAdminEmail(email)) data.role = "ADMIN";
  if (Object.keys(data).length > 0) await db.user.update({ where: { id: user.id }, data });
  const session = await createSession(user.id);
  return { user: { ...(await getStoredUser(user.id)), token: session.token }, session };
}
