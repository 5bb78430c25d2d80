// Database sessions through the Auth.js adapter: opened by a spent e-mail link, ended by logout or "sign out everywhere",
// and the HttpOnly cookie that carries the token, named and shaped as Auth.js sets it.
import "server-only";
import { db } from "@/lib/db";
import { pickerAdapter } from "./adapter";
import { newSessionToken } from "./auth-config";
import { SESSION_COOKIES, sessionCookieName } from "./caller";
import { isHttps, SESSION_MAX_AGE_SECONDS } from "@/lib/settings/auth";

export type NewSession = { token: string; expires: Date };

/** The session token is also the bearer token API clients send. */
export async function createSession(userId: string): Promise<NewSession> {
  const session = await pickerAdapter().createSession!({
    sessionToken: newSessionToken(),
    userId,
    expires: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return { token: session.sessionToken, expires: session.expires };
}

export async function revokeSession(token: string): Promise<void> {
  await pickerAdapter().deleteSession!(token);
}

/** Every session of the picker, on every device, bearer tokens included. */
export async function revokeAllSessions(userId: string): Promise<number> {
  return (await db.session.deleteMany({ where: { userId } })).count;
}

export function sessionCookie(session: NewSession): string {
  const secure = isHttps();
  const parts = [
    `${sessionCookieName(secure)}=${encodeURIComponent(session.token)}`,
    "Path=/",
    `Expires=${session.expires.toUTCString()}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Clears both cookie names, whichever one the browser holds. */
export function clearedSessionCookies(): string[] {
  const secure = isHttps();
  return SESSION_COOKIES.filter((name) => secure || !name.startsWith("__Secure-")).map(
    (name) => `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`,
  );
}
