// Sends errors to Sentry and waits, a bounded time, until they are out (loaded only when SENTRY_DSN is set).
import * as Sentry from "@sentry/nextjs";
import type { Instrumentation } from "next";
import type { ErrorContext } from "./report-error";

/** Long enough for one event on a slow link, short enough that a Sentry outage costs an instance at most this. */
export const FLUSH_TIMEOUT_MS = 2_000;

export function captureToSentry(error: unknown, context: ErrorContext): void {
  Sentry.captureException(error, { tags: { requestId: context.requestId, where: context.where } });
}

/**
 * Sentry's own hook for render errors (it names the route and the router), tagged with our request id. On the Node.js
 * runtime it sends without waiting, so the caller flushes.
 */
export function captureRequestErrorToSentry(requestId: string, ...args: Parameters<Instrumentation.onRequestError>): void {
  Sentry.withScope((scope) => {
    scope.setTag("requestId", requestId);
    Sentry.captureRequestError(...args);
  });
}

/** Events leave on a background request; an instance frozen before it completes never sends them. */
export async function flushSentry(): Promise<void> {
  await Sentry.flush(FLUSH_TIMEOUT_MS);
}
