// Exchanges an e-mailed token for a session: POST /api/verify and POST /api/login/magic (never a GET on the link).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { StoredUser } from "@/lib/contracts/users";
import { getStoredUser } from "./stored-user";
import { consumeEmailToken, type LinkPurpose } from "./email-tokens";
import { createSession, type NewSession } from "./sessions";
import { isAdminEmail } from "./settings";

export type SignedIn = { user: StoredUser & { token: string }; session: NewSession };

const INVALID_LINK = "This link is not valid any more: ask for a new one";

/** The e-mail is optional: the stored token knows its address; when sent, it must be that address. */
export async function redeemEmailLink(purpose: LinkPurpose, input: { token: string; email?: string }): Promise<SignedIn> {
  const email = await consumeEmailToken(purpose, input.token, input.email);
  if (email === null) throw new AppError("UNAUTHORIZED", { message: INVALID_LINK });
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerified: true, role: true } });
  if (!user) throw new AppError("UNAUTHORIZED", { message: INVALID_LINK });
  const data: { emailVerified?: Date; role?: "ADMIN" } = {};
  // Only the sign-up link proves the address for the first time; a login link signs in whatever the state.
  if (purpose === "verify" && !user.emailVerified) data.emailVerified = new Date();
  if (user.role !== "ADMIN" && isAdminEmail(email)) data.role = "ADMIN";
  if (Object.keys(data).length > 0) await db.user.update({ where: { id: user.id }, data });
  const session = await createSession(user.id);
  return { user: { ...(await getStoredUser(user.id)), token: session.token }, session };
}
