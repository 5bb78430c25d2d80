// The one reader of process.env: the build-time settings the browser may see, and the raw values lib/settings/index.ts validates.
// No schema and no zod here, so client code importing these stays small.

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
  /** A production build: the service worker registers only there (its cache-first build files are content-hashed). */
  isProductionBuild: process.env.NODE_ENV === "production",
} as const;

/** The raw values of the named settings, for lib/settings/index.ts to validate. */
export function readEnv(names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, process.env[name]]));
}

/**
 * Inside the Next.js server (either runtime), whose environment does not change once it has started. Tests that stand
 * in for the server's runtime (NODE_ENV=test, which `next dev` and `next start` never run under) switch settings.
 */
export function isServerRuntime(): boolean {
  return process.env.NEXT_RUNTIME !== undefined && process.env.NODE_ENV !== "test";
}

/**
 * The API reference script's public path: next.config.ts publishes the script when the app is built and puts its
 * hashed name here, a read Next.js inlines into the build (tests set it themselves).
 */
export function publishedReferenceScript(): string | undefined {
  return process.env.PICKLINE_REFERENCE_SCRIPT || undefined;
}
