// Auth.js's configuration, built per request (the cookie's Secure flag and the providers follow the settings, which
// tests change at run time): database sessions through the adapter, the e-mail link provider, Google and GitHub.
import "server-only";
import crypto from "node:crypto";
import type { NextAuthConfig, Session } from "next-auth";
import { normalizeEmail } from "@/lib/domain/account";
import { db } from "@/lib/db";
import { logger } from "@/lib/observability/logger";
import { authSecret } from "./auth-secret";
import { pickerAdapter, type SessionUser } from "./adapter";
import type { Caller } from "./caller";
import { emailLinkProvider } from "./email-link-provider";
import { oauthProviders, type VerifiedProfile } from "./oauth-providers";
import { isAdminEmail, isHttps, SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "@/lib/settings/auth";

/** What auth() answers: the caller and when the session ends. */
export type PicklineSession = { user: Caller; expires: string };

/** Where a refused provider sign-in lands; the login screen explains each code. */
export const UNVERIFIED_EMAIL_ERROR = "/login?error=UnverifiedEmail";

/** Failures Auth.js would only log (a failed lookup becomes "no session", a failed send an error redirect). */
export type ConfigHooks = { onFailure?: (error: unknown) => void };

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/**
 * A provider account already linked signs in whatever its address; a new one only with an address the provider has
 * verified, so nobody takes over a picker (or gets a verified one) with an address they never proved. Auth.js's own
 * GET callback for e-mail links never signs anyone in: links are spent by the product's POST (docs/adr-auth.md).
 */
type SignInCallback = NonNullable<NonNullable<NextAuthConfig["callbacks"]>["signIn"]>;

async function allowSignIn({ account, profile, email }: Parameters<SignInCallback>[0]) {
  if (!account) return false;
  if (account.type === "email") return email?.verificationRequest === true;
  const linked = await db.account.findUnique({
    where: { provider_providerAccountId: { provider: account.provider, providerAccountId: account.providerAccountId } },
    select: { userId: true },
  });
  if (linked) return true;
  const claimed = profile as VerifiedProfile | undefined;
  return claimed?.email_verified === true && normalizeEmail(claimed.email ?? "") !== null ? true : UNVERIFIED_EMAIL_ERROR;
}

/** After a provider sign-in: the provider verified this very address, so the picker is verified; ADMIN_EMAILS applies. */
async function afterProviderSignIn({ user, account, profile }: { user: { id?: string; email?: string | null }; account?: { type: string } | null; profile?: unknown }) {
  if (!user.id || !user.email || account?.type === "email") return;
  const claimed = profile as VerifiedProfile | undefined;
  const proven = claimed?.email_verified === true && normalizeEmail(claimed.email ?? "") === user.email;
  const data: { emailVerified?: Date; role?: "ADMIN" } = {};
  const row = await db.user.findUnique({ where: { id: user.id }, select: { emailVerified: true, role: true } });
  if (!row) return;
  if (proven && !row.emailVerified) data.emailVerified = new Date();
  if (row.role !== "ADMIN" && isAdminEmail(user.email)) data.role = "ADMIN";
  if (Object.keys(data).length > 0) await db.user.update({ where: { id: user.id }, data });
}

function sessionOf({ session, user }: { session: { expires: Date | string }; user: SessionUser }): Session {
  const picker: PicklineSession = {
    user: { id: user.id, username: user.username, verified: user.emailVerified !== null, role: user.role },
    expires: new Date(session.expires).toISOString(),
  };
  return picker as unknown as Session;
}

export function authConfig(hooks: ConfigHooks = {}): NextAuthConfig {
  const secure = isHttps();
  return {
    adapter: pickerAdapter(hooks.onFailure),
    secret: authSecret(),
    basePath: "/api/auth",
    // Auth.js's own URLs come from the request; the route handler sets it to the configured origin first.
    trustHost: true,
    // Secure and __Secure- prefixed exactly when the site is served over https: configuration, not a header.
    useSecureCookies: secure,
    session: {
      strategy: "database",
      maxAge: SESSION_MAX_AGE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // The session token is also the bearer token API clients send.
      generateSessionToken: newSessionToken,
    },
    providers: [emailLinkProvider(hooks.onFailure), ...oauthProviders()],
    pages: { signIn: "/login", error: "/login", verifyRequest: "/signup" },
    callbacks: {
      signIn: allowSignIn,
      session: sessionOf as unknown as NonNullable<NextAuthConfig["callbacks"]>["session"],
    },
    events: { signIn: afterProviderSignIn },
    logger: {
      // Refusals (a tampered state, a denied consent) are expected traffic: a warning, never a stack on stdout.
      error: (error) => logger().warn({ err: error }, "auth.js refused a request"),
      warn: (code) => logger().warn({ code }, "auth.js warning"),
      debug: () => {},
    },
  };
}
