// Puts Auth.js's own route (/api/auth/*) under the API's rules: bodies size-limited before Auth.js reads them,
// refusals in the catalogue's shape, and no internals in a failure.
import { NextRequest } from "next/server";
import { newRequestId, reportError } from "@/lib/observability/report-error";
import { fail, unknownFailure } from "./envelope";
import { AppError, isAppError, type ErrorCode } from "./errors";
import { readBodyBytes } from "./read-body";

type AuthJsHandler = (request: NextRequest) => Promise<Response>;

/** Auth.js posts small forms (csrf token, callback URL). */
export const AUTH_JS_BODY_LIMIT = 4096;

const CODE_BY_STATUS: Record<number, ErrorCode> = { 400: "VALIDATION_ERROR", 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND", 405: "NOT_FOUND", 413: "PAYLOAD_TOO_LARGE", 429: "RATE_LIMITED" };

async function limited(request: Request): Promise<NextRequest> {
  if (request.method === "GET" || request.method === "HEAD") return new NextRequest(request);
  const body = await readBodyBytes(request, AUTH_JS_BODY_LIMIT, () => new AppError("VALIDATION_ERROR", { message: "A body is required" }));
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(body) });
}

export function authJsRoute(run: AuthJsHandler) {
  return async (request: Request): Promise<Response> => {
    const requestId = newRequestId();
    try {
      const response = await run(await limited(request));
      if (response.status < 400) return response;
      const code = CODE_BY_STATUS[response.status];
      if (!code) throw new Error(`Auth.js answered ${response.status}`);
      return fail(new AppError(code), requestId);
    } catch (error) {
      if (isAppError(error)) return fail(error, requestId);
      reportError(error, { requestId, where: `${request.method} ${new URL(request.url).pathname}` });
      return unknownFailure(requestId);
    }
  };
}
