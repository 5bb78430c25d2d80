// Account settings read from the environment: link lifetime, session lifetime, admin addresses.
import "server-only";
import { normalizeEmail } from "@/lib/domain/account";
import { env } from "@/lib/settings";

/** E-mailed links expire after EMAIL_TOKEN_TTL_MINUTES (default 15). */
export function emailTokenTtlMs(): number {
  return env().EMAIL_TOKEN_TTL_MINUTES * 60_000;
}

/** Sessions last 30 days, Auth.js's default. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** ADMIN_EMAILS: comma-separated addresses that get role ADMIN when they sign in. */
export function isAdminEmail(email: string): boolean {
  const list = (env().ADMIN_EMAILS ?? "").split(/[,\s]+/).filter(Boolean);
  return list.some((entry) => normalizeEmail(entry) === email);
}
