// Next.js instrumentation: starts Sentry on the server when configured and routes every server render error through reportError().
import type { Instrumentation } from "next";

// NEXT_RUNTIME stays a literal: Next.js replaces it per runtime at build time, so the Edge bundle drops the Node-only code.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { serverDsn, sentryOptions } = await import("@/lib/observability/sentry-config");
  const dsn = serverDsn();
  if (!dsn) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init(sentryOptions(dsn));
}

/** The digest Next.js gives the error is what the error screen shows: it is the request id in the log. */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportError } = await import("@/lib/observability/report-error");
  const digest = (error as { digest?: string }).digest ?? "unknown";
  reportError(error, { requestId: digest, where: `${request.method} ${request.path}` });
};
