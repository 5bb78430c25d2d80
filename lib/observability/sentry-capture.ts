// Sends one error to Sentry, tagged with the request id and the place it happened (loaded only when SENTRY_DSN is set).
import * as Sentry from "@sentry/nextjs";
import type { ErrorContext } from "./report-error";

export function captureToSentry(error: unknown, context: ErrorContext): void {
  Sentry.captureException(error, { tags: { requestId: context.requestId, where: context.where } });
}
