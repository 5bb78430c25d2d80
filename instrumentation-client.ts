// Browser instrumentation: starts Sentry only when NEXT_PUBLIC_SENTRY_DSN was set at build time (otherwise nothing loads).
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import("@sentry/nextjs").then((Sentry) => Sentry.init({ dsn, tracesSampleRate: 0, sendDefaultPii: false }));
}
