// One place every unexpected server error goes: Sentry when SENTRY_DSN is set, and always the server log with a request id.
import { escapeForLog } from "./log-line";
import { sentryEnabled } from "./sentry-config";

export type ErrorContext = { requestId: string; where: string };

// Web Crypto, the same in Node and the Edge runtime; randomUUID draws from a pooled entropy buffer.
/** 16 hex digits (what readRequestId accepts). */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 16);
}

export function reportError(error: unknown, context: ErrorContext): void {
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  // The log line is written even with Sentry on: the request id shown on the error screen must lead somewhere.
  // One report is one line, stacks included: a message cannot forge lines of its own.
  console.error(escapeForLog(`[pickline] ${context.where} failed (request ${context.requestId}): ${detail}`));
  if (sentryEnabled()) {
    // Loaded lazily so deployments without Sentry never load its SDK.
    void import("./sentry-capture")
      .then(({ captureToSentry }) => captureToSentry(error, context))
      .catch((failure: unknown) => console.error(`[pickline] Sentry capture failed: ${String(failure)}`));
  }
}
