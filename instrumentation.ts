// Next.js instrumentation: starts Sentry on the server when configured and routes every server render error through reportError().
import type { Instrumentation } from "next";

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.SENTRY_DSN?.trim()) return;
  const [Sentry, { sentryOptions }] = await Promise.all([import("@sentry/nextjs"), import("@/lib/observability/sentry-config")]);
  Sentry.init(sentryOptions(process.env.SENTRY_DSN.trim()));
}

/** The digest Next.js gives the error is what the error screen shows: it is the request id in the log. */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportError } = await import("@/lib/observability/report-error");
  const digest = (error as { digest?: string }).digest ?? "unknown";
  reportError(error, { requestId: digest, where: `${request.method} ${request.path}` });
};
