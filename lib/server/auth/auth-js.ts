// Auth.js v5, the sign-in engine (docs/adr-auth.md): database sessions through the Prisma adapter, the e-mail link
// provider and, when configured, Google and GitHub. auth() tells any page, handler or the proxy who is calling, from
// the session cookie or an `Authorization: Bearer` token (the same session token), through Auth.js's session action.
import "server-only";
import { Auth, skipCSRFCheck } from "@auth/core";
import NextAuth from "next-auth";
import { cookies } from "next/headers";
import { siteOrigin } from "@/lib/settings";
import { authConfig, type PicklineSession } from "./auth-config";
import { readCallerToken, SESSION_COOKIES, sessionCookieName } from "./caller";
import { SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "@/lib/settings/auth";

export type { PicklineSession } from "./auth-config";

// No signOut: logging out deletes the caller's one session through the adapter (POST /api/logout), never Auth.js's sign-out.
export const { handlers, signIn } = NextAuth(() => authConfig());

/** Tokens we ever issue are base64url or hex; anything else cannot name a session (and must not reach a cookie header). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;

/** Options of one read: `extend: false` leaves the session's expiry alone (a handler extends only once it has succeeded). */
export type ReadOptions = { extend?: boolean };

/**
 * Runs one Auth.js action on a request made here, at the configured origin, outside any page's CSRF flow; a failure
 * Auth.js would only log (the database gone, a mail refused) is thrown instead, so callers answer it as the error it is.
 */
export async function runAuthAction(path: string, init: RequestInit = {}, options: ReadOptions = {}): Promise<Response> {
  let failure: { error: unknown } | undefined;
  const config = authConfig({ onFailure: (error) => (failure ??= { error }) });
  // A database session read never uses the secret; Auth.js asks for one all the same (production requires AUTH_SECRET).
  if (path === "session") config.secret ??= "database-session-reads-use-no-secret";
  // An updateAge of the whole lifetime: a live session is never due, so the read writes nothing.
  if (options.extend === false) config.session = { ...config.session, updateAge: SESSION_MAX_AGE_SECONDS };
  const response = await Auth(new Request(new URL(`/api/auth/${path}`, siteOrigin()), init), { ...config, skipCSRFCheck });
  if (failure) throw failure.error;
  return response;
}

/** True when a read with extension would move the session's expiry (Auth.js's updateAge rule). */
export function isDueForExtension(session: PicklineSession): boolean {
  return Date.parse(session.expires) <= Date.now() + (SESSION_MAX_AGE_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;
}

/**
 * The session behind a token, through Auth.js's session action (which extends it when due, unless told not to), and
 * the cookie it renews when it did.
 */
export async function sessionForToken(token: string, options: ReadOptions = {}): Promise<{ session: PicklineSession | null; setCookies: string[] }> {
  if (!TOKEN_SHAPE.test(token)) return { session: null, setCookies: [] };
  const response = await runAuthAction("session", { headers: { cookie: `${sessionCookieName()}=${token}` } }, options);
  const body = response.ok ? ((await response.json()) as Partial<PicklineSession> | null) : null;
  const session = body?.user ? (body as PicklineSession) : null;
  // Auth.js renews the cookie on every read; it matters only when the row was extended (at most once per updateAge).
  const extended = session !== null && options.extend !== false && isDueForExtension(session);
  return { session, setCookies: extended ? response.headers.getSetCookie() : [] };
}

/** The session token of the page being rendered: a browser's cookie (pages are never asked for with a bearer). */
async function pageToken(): Promise<string | null> {
  const jar = await cookies();
  return SESSION_COOKIES.map((name) => jar.get(name)?.value).find(Boolean) ?? null;
}

/**
 * The caller of this request (a handler's or the proxy's: its bearer, else its cookie), or of the page being rendered
 * when called without one. A session used within its lifetime is extended (rolling), unless `extend` is false.
 */
export async function auth(request?: Request, options: ReadOptions = {}): Promise<PicklineSession | null> {
  const token = request ? readCallerToken(request)?.token : await pageToken();
  return token ? (await sessionForToken(token, options)).session : null;
}
