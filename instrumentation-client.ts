// Browser instrumentation: starts Sentry only when NEXT_PUBLIC_SENTRY_DSN was set at build time (otherwise nothing loads).
import { publicEnv } from "@/lib/settings/environment";

const dsn = publicEnv.sentryDsn;

if (dsn) {
  void import("@sentry/nextjs").then((Sentry) => Sentry.init({ dsn, tracesSampleRate: 0, sendDefaultPii: false }));
}
