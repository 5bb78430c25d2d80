// One place every unexpected server error goes: the server log with a request id, and Sentry when SENTRY_DSN is set.
import { afterResponse } from "./after-response";
import { logger } from "./logger";
import { sentryEnabled } from "./sentry-config";

export type ErrorContext = { requestId: string; where: string };

export { newRequestId } from "./request-id";

/**
 * One error line, then Sentry. The line is written even with Sentry on: the request id shown on the error screen must
 * lead somewhere. An API request's own failure goes on its request line instead (lib/api/handler calls captureError).
 */
export function reportError(error: unknown, context: ErrorContext): void {
  logger().error({ requestId: context.requestId, where: context.where, err: error }, `${context.where} failed`);
  captureError(error, context);
}

/**
 * To Sentry, delivered before the instance may be frozen: captured and flushed (at most 2 s) after the response, inside
 * the host's waitUntil. Without a DSN nothing is loaded, sent or waited for.
 */
export function captureError(error: unknown, context: ErrorContext): void {
  if (!sentryEnabled()) return;
  // Loaded lazily so deployments without Sentry never load its SDK.
  afterResponse(() => sendToSentry((sentry) => sentry.captureToSentry(error, context), context.requestId));
}

type SentryCapture = typeof import("./sentry-capture");

/** Captures with the SDK, then waits for delivery; a failure is logged and never thrown into the code that reported. */
export async function sendToSentry(capture: (sentry: SentryCapture) => void, requestId: string): Promise<void> {
  try {
    const sentry = await import("./sentry-capture");
    capture(sentry);
    await sentry.flushSentry();
  } catch (failure) {
    logger().error({ requestId, err: failure }, "sending an error to Sentry failed");
  }
}
