// Browser-side errors (form failures, render errors): to Sentry when NEXT_PUBLIC_SENTRY_DSN is set, else to the server log via /api/client-errors.
import { api, callApi } from "./api";
import { publicEnv } from "@/lib/settings/environment";

export type ClientErrorContext = { where: string; digest?: string };

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 1000);
  return String(error).slice(0, 1000);
}

export function reportClientError(error: unknown, context: ClientErrorContext): void {
  if (publicEnv.sentryDsn) {
    void import("@sentry/nextjs").then((Sentry) =>
      Sentry.captureException(error, { tags: { where: context.where, digest: context.digest } }),
    );
    return;
  }
  // Best effort: reporting must never throw into the code that is already handling a failure, nor announce a refusal
  // of its own (fetch unavailable in tests or very old browsers rejects the same way). keepalive lets the report
  // outlive a page that is going away.
  callApi(api.system.reportClientError, {
    body: { message: describe(error), where: context.where.slice(0, 200), digest: context.digest },
    keepalive: true,
    quietUnauthorized: true,
  }).catch(() => undefined);
}
