// Account settings read from the environment: link lifetime, session lifetime, admin addresses.
import "server-only";
import { normalizeEmail } from "@/lib/domain/account";
import { env, siteOrigin } from "./index";

/** E-mailed links expire after EMAIL_TOKEN_TTL_MINUTES (default 15). */
export function emailTokenTtlMs(): number {
  return env().EMAIL_TOKEN_TTL_MINUTES * 60_000;
}

/** Sessions last 30 days, Auth.js's default. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** A session used more than a day after its last extension runs 30 days from that use again (Auth.js's updateAge). */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;

/** ADMIN_EMAILS: comma-separated addresses that get role ADMIN when they sign in. */
export function isAdminEmail(email: string): boolean {
  const list = (env().ADMIN_EMAILS ?? "").split(/[,\s]+/).filter(Boolean);
  return list.some((entry) => normalizeEmail(entry) === email);
}

/** Secure (and __Secure- prefixed, as Auth.js names it) exactly when the site is served over https: configuration, not a header. */
export function isHttps(): boolean {
  return siteOrigin().startsWith("https:");
}
