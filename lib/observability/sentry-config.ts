// Whether and how Sentry is configured, from SENTRY_DSN (server) and NEXT_PUBLIC_SENTRY_DSN (browser).
import { env } from "@/lib/settings";

export function serverDsn(): string | undefined {
  return env().SENTRY_DSN;
}

export function sentryEnabled(): boolean {
  return serverDsn() !== undefined;
}

/** Shared SDK options: no performance tracing by default, the environment from the deployment. */
export function sentryOptions(dsn: string) {
  return {
    dsn,
    environment: env().VERCEL_ENV ?? env().NODE_ENV,
    tracesSampleRate: 0,
    sendDefaultPii: false,
  };
}
