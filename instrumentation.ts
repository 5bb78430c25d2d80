// Next.js instrumentation: starts Sentry on the server when configured and routes every server render error through
// reportRequestError(), which logs it and hands it to Sentry's own captureRequestError.
import type { Instrumentation } from "next";
import { isNodeRuntime } from "@/lib/settings/environment";

export async function register(): Promise<void> {
  if (!isNodeRuntime()) return;
  const { serverDsn, sentryOptions } = await import("@/lib/observability/sentry-config");
  const dsn = serverDsn();
  if (!dsn) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.init(sentryOptions(dsn));
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!isNodeRuntime()) return;
  const { reportRequestError } = await import("@/lib/observability/request-error-hook");
  reportRequestError(...args);
};
