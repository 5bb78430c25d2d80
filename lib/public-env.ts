// Settings that reach the browser bundle: Next.js inlines these reads at build time, so each stays a literal property access here.

export const publicEnv = {
  /** Browser errors go to Sentry when set at build time. */
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN?.trim() || undefined,
  /** The error screen renders outside the server's data, so its support address is a build-time setting. */
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL?.trim() || undefined,
  isDevelopment: process.env.NODE_ENV === "development",
} as const;
