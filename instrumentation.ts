// Next.js instrumentation: starts Sentry on the server when configured and routes every server render error through reportError().
import type { Instrumentation } from "next";
import { isNodeRuntime } from "@/lib/env";

export async function register(): Promise<void> {
  if (!isNodeRuntime()) return;
  const { serverDsn, sentryOptions } = await import("@/lib/observability/sentry-config");
  const dsn = serverDsn();
  if (!dsn) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init(sentryOptions(dsn));
}

/**
 * The error screen shows the id the proxy gave the request (REQUEST_ID_HEADER), so it is the one in the log line. Next's
 * digest is logged too: it names the error's content, the same for every request that fails the same way.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (!isNodeRuntime()) return;
  const { reportError } = await import("@/lib/observability/report-error");
  const { readRequestId, REQUEST_ID_HEADER } = await import("@/lib/observability/request-id");
  const digest = (error as { digest?: string }).digest ?? "unknown";
  const requestId = readRequestId(request.headers[REQUEST_ID_HEADER]) ?? digest;
  reportError(error, { requestId, where: `${request.method} ${request.path} (digest ${digest})` });
};
