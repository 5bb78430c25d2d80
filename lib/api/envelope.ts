// The response envelope: { payload } on success, { error: { code, message } } on failure.
import { AppError } from "@/lib/errors/app-error";
import { ERROR_CATALOGUE, type ErrorBody } from "@/lib/errors/catalogue";
import { newRequestId, REQUEST_ID_RESPONSE_HEADER } from "@/lib/observability/request-id";

export type Envelope<T> = { payload: T } | { error: ErrorBody };

export function ok<T>(payload: T, init: ResponseInit = {}): Response {
  return Response.json({ payload }, init);
}

/** A refusal; one answered before any handler ran (the proxy's 404 and 405) gets an id of its own to quote. */
export function fail(error: AppError, requestId = newRequestId()): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(Math.ceil(error.retryAfterSeconds)));
  headers.set(REQUEST_ID_RESPONSE_HEADER, requestId);
  return Response.json({ error: error.toBody() }, { status: error.status, headers });
}

/** The response for a failure we did not expect: never echoes internals, only the request id to quote. */
export function unknownFailure(requestId: string): Response {
  return Response.json(
    { error: { code: "UNKNOWN", message: ERROR_CATALOGUE.UNKNOWN.message, details: { requestId } } },
    { status: 500, headers: { "Cache-Control": "no-store", [REQUEST_ID_RESPONSE_HEADER]: requestId } },
  );
}
