// Errors Next hands to instrumentation's onRequestError (renders, server actions): one log line, then Sentry's own hook.
import type { Instrumentation } from "next";
import { afterResponse } from "./after-response";
import { logger } from "./logger";
import { sendToSentry } from "./report-error";
import { readRequestId, REQUEST_ID_HEADER } from "./request-id";
import { sentryEnabled } from "./sentry-config";

/**
 * The error screen shows the id the proxy gave the request (REQUEST_ID_HEADER), so it is the one in the log line. Next's
 * digest is logged too: it names the error's content, the same for every request that fails the same way.
 */
export function reportRequestError(...[error, request, context]: Parameters<Instrumentation.onRequestError>): void {
  const digest = (error as { digest?: string }).digest ?? "unknown";
  const requestId = readRequestId(request.headers[REQUEST_ID_HEADER]) ?? digest;
  // Next passes the URL with its query, where sign-in, verify and unsubscribe links carry their tokens: never logged.
  const path = request.path.split("?")[0];
  const { method } = request;
  logger().error({ requestId, method, route: context.routePath, path, routeType: context.routeType, digest, err: error }, `${method} ${path} failed`);
  if (!sentryEnabled()) return;
  const withoutQuery = { ...request, path };
  // Sentry's captureRequestError sends without waiting on the Node.js runtime: the flush that follows it is ours.
  afterResponse(() => sendToSentry((sentry) => sentry.captureRequestErrorToSentry(requestId, error, withoutQuery, context), requestId));
}
