// Maps failures of the database itself to catalogue errors: an outage is a 503 to retry, not a 500, and a read-only
// preview's write refused by the database is the read-only guard's 403.
import { AppError } from "@/lib/errors/app-error";
import { isReadOnlyDeployment } from "@/lib/settings";

/**
 * The read-only preview's refusal, one text for both places that refuse: the handler's guard (lib/api/handler.ts) and
 * the read-only session's answer to a write that slipped past it.
 */
export const READ_ONLY_MESSAGE = "This preview is read-only: it has no database of its own.";
/** read_only_sql_transaction: a read-only preview's pool opens every session with default_transaction_read_only on. */
const READ_ONLY_TRANSACTION = "25006";

// Socket errors, PostgreSQL's shutdown / connection / too-many-connections states, Prisma's P2028 (no pooled
// connection for a transaction within maxWait: the pool is exhausted, a condition to retry, not a bug) and its
// driver-adapter codes for a lost server: P1001 DatabaseNotReachable, P1008 SocketTimeout, P1017 ConnectionClosed
// (a pooled connection the restarted server closed: "Server has closed the connection.", seen by npm run test:load),
// and pg's "Client has encountered a connection error and is not queryable" for a pooled client whose socket broke.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08006", "08001", "08003", "53300",
  "P2028", "P1001", "P1008", "P1017",
]);

function codesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== "object" || depth > 4) return [];
  const record = error as { code?: unknown; cause?: unknown; message?: unknown };
  const own = typeof record.code === "string" ? [record.code] : [];
  const message = typeof record.message === "string" ? record.message : "";
  const fromMessage = /Can't reach database|Connection terminated|connection timeout|DatabaseNotReachable|timeout exceeded when trying to connect|Server has closed the connection|encountered a connection error and is not queryable/i.test(message)
    ? ["ECONNREFUSED"]
    : [];
  // Prisma reports a driver error's SQLSTATE only inside its message: "Database error. Code: `57P03`".
  const sqlState = /Code: `([0-9A-Z]{5})`/.exec(message)?.[1];
  return [...own, ...fromMessage, ...(sqlState ? [sqlState] : []), ...codesOf(record.cause, depth + 1)];
}

/** readOnlyDeployment: the live settings' answer unless given; asked only of a read-only refusal. */
export function classifyInfrastructureError(error: unknown, readOnlyDeployment?: boolean): AppError | null {
  const codes = codesOf(error);
  // Only in a read-only preview: elsewhere a read-only session means a standby taken for the primary, which says
  // nothing of previews.
  if (codes.includes(READ_ONLY_TRANSACTION) && (readOnlyDeployment ?? isReadOnlyDeployment())) {
    return new AppError("FORBIDDEN", { message: READ_ONLY_MESSAGE });
  }
  if (codes.some((code) => CONNECTION_CODES.has(code))) {
    return new AppError("SERVICE_UNAVAILABLE", { retryAfterSeconds: 5 });
  }
  return null;
}
