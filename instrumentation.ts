// Next.js instrumentation: starts Sentry on the server when configured and routes every server render error through
// reportRequestError(), which logs it and hands it to Sentry's own captureRequestError.
//
// The runtime is read here, not through lib/settings: Next writes NEXT_RUNTIME in at build time, and only a literal
// test in this module lets the Edge build drop the Node-only modules these branches import (the logger writes to
// process.stdout, which the Edge runtime does not have).
import type { Instrumentation } from "next";

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { serverDsn, sentryOptions } = await import("@/lib/observability/sentry-config");
    const dsn = serverDsn();
    if (!dsn) return;
    const Sentry = await import("@sentry/nextjs");
    Sentry.init(sentryOptions(dsn));
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { reportRequestError } = await import("@/lib/observability/request-error-hook");
    reportRequestError(...args);
  }
};
