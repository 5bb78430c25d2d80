// Account settings read from the environment: link lifetime, session lifetime, admin addresses, the public base URL.
import "server-only";
import { normalizeEmail } from "@/lib/domain/account";

/** E-mailed links expire after EMAIL_TOKEN_TTL_MINUTES (default 15). */
export function emailTokenTtlMs(): number {
  const minutes = Number(process.env.EMAIL_TOKEN_TTL_MINUTES ?? 15);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 15) * 60_000;
}

/** Sessions last 30 days, Auth.js's default. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** ADMIN_EMAILS: comma-separated addresses that get role ADMIN when they sign in. */
export function isAdminEmail(email: string): boolean {
  const list = (process.env.ADMIN_EMAILS ?? "").split(/[,\s]+/).filter(Boolean);
  return list.some((entry) => normalizeEmail(entry) === email);
}

/**
 * Where e-mailed links point. AUTH_URL (else SITE_URL) wins; on Vercel the production URL; otherwise the request's own origin
 * (development and self-hosting). Set AUTH_URL in production so a forged Host header cannot redirect links.
 */
export function publicBaseUrl(request: Request): string {
  const configured = process.env.AUTH_URL || process.env.SITE_URL;
  if (configured) return new URL(configured).origin;
  if (process.env.VERCEL_PROJECT_PRODUCTION_URL) return `https://${process.env.VERCEL_PROJECT_PRODUCTION_URL}`;
  // The Host the browser used (Next may rewrite request.url to its own listening name, e.g. localhost for 127.0.0.1).
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || new URL(request.url).protocol.replace(":", "");
  return host ? `${proto}://${host}` : new URL(request.url).origin;
}
