// Database sessions (Auth.js's Session table): create, revoke, and the HttpOnly cookie that carries the token.
import "server-only";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { siteOrigin } from "@/lib/settings";
import { SESSION_COOKIES } from "./caller";
import { SESSION_MAX_AGE_SECONDS } from "./settings";

export type NewSession = { token: string; expires: Date };

/** The session token is also the bearer token API clients send. */
export async function createSession(userId: string): Promise<NewSession> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expires = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.session.create({ data: { sessionToken: token, userId, expires } });
  return { token, expires };
}

export async function revokeSession(token: string): Promise<void> {
  await db.session.deleteMany({ where: { sessionToken: token } });
}

/** Secure (and __Secure- prefixed, as Auth.js names it) exactly when the site is served over https: configuration, not a header. */
export function isHttps(): boolean {
  return siteOrigin().startsWith("https:");
}

function cookieName(secure: boolean): string {
  return secure ? SESSION_COOKIES[0] : SESSION_COOKIES[1];
}

export function sessionCookie(session: NewSession): string {
  const secure = isHttps();
  const parts = [
    `${cookieName(secure)}=${encodeURIComponent(session.token)}`,
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
  return [cookieName(true), cookieName(false)]
    .filter((name) => secure || !name.startsWith("__Secure-"))
    .map((name) => `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`);
}
