// Whether and how Sentry is configured, from SENTRY_DSN (server) and NEXT_PUBLIC_SENTRY_DSN (browser).

export function serverDsn(): string | undefined {
  return process.env.SENTRY_DSN?.trim() || undefined;
}

export function sentryEnabled(): boolean {
  return serverDsn() !== undefined;
}

/** Shared SDK options: no performance tracing by default, the environment from the deployment. */
export function sentryOptions(dsn: string) {
  return {
    dsn,
    environment: process.env.VERCEL_ENV ?? process.env.NODE_ENV,
    tracesSampleRate: 0,
    sendDefaultPii: false,
  };
}
