// What the browser bundle may know of the environment: no schema and no zod, so client code importing these stays small.
// lib/env.ts re-exports both for the server; only these two files read process.env.

/** Periods and daily points are computed in this zone unless APP_TIMEZONE says otherwise. */
export const DEFAULT_TIMEZONE = "America/New_York";

/**
 * Settings that reach the browser bundle: Next.js inlines these reads at build time, so each stays a literal
 * property access (no schema: there is nothing to validate once they are constants).
 */
export const publicEnv = {
  /** Browser errors go to Sentry when set at build time. */
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined,
  /** The error screen renders outside the server's data, so its support address is a build-time setting. */
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL?.trim() || undefined,
  isDevelopment: process.env.NODE_ENV === "development",
} as const;
