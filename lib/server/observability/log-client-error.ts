// A browser's error report into the server log, under its own request id: at most 30 per client address per minute.
import "server-only";
import { reportError } from "@/lib/observability/report-error";
import { hitRateLimits } from "@/lib/server/auth/rate-limit";

import type { ClientErrorReport } from "@/lib/contracts/system";

export async function logClientError(report: ClientErrorReport, context: { ip: string; requestId: string }): Promise<{ requestId: string }> {
  // Anonymous and unauthenticated: without a limit anyone could fill the log (and Sentry's quota).
  await hitRateLimits([{ bucket: `client-errors:${context.ip}`, max: 30, windowSeconds: 60 }]);
  const error = new Error(report.message);
  error.name = "ClientError";
  // The browser's message only: a server stack of this handler would say nothing about the browser's error.
  error.stack = `ClientError: ${report.message}`;
  const where = `client ${report.where}${report.digest ? ` (digest ${report.digest})` : ""}`;
  reportError(error, { requestId: context.requestId, where });
  return { requestId: context.requestId };
}
