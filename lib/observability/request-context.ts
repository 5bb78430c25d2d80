// The request being served, for every log line written while serving it: the logger adds its ids to each line, so a
// line written deep in a use case (an Auth.js warning, a mail failure) leads back to the request and its response.
import { AsyncLocalStorage } from "node:async_hooks";
import { HOST_ID_HEADER, newRequestId, readRequestId, REQUEST_ID_HEADER, REQUEST_ID_RESPONSE_HEADER } from "./request-id";

export type RequestIds = {
  requestId: string;
  /** The host's own id of the request (Vercel's x-vercel-id), when it sent one. */
  vercelId?: string;
};

const current = new AsyncLocalStorage<RequestIds>();

/**
 * The ids of a request: the one the proxy gave it (it replaces any a client sends), or a new one where no proxy ran,
 * and the host's id.
 */
export function requestIdsOf(request: Request): RequestIds {
  const vercelId = request.headers.get(HOST_ID_HEADER) ?? undefined;
  return { requestId: readRequestId(request.headers.get(REQUEST_ID_HEADER)) ?? newRequestId(), ...(vercelId ? { vercelId } : {}) };
}

/** Runs `serve` as the request with these ids: every line logged inside, however deep, carries them. */
export function serveAs<T>(ids: RequestIds, serve: () => T): T {
  return current.run(ids, serve);
}

/** The fields each log line gets from the request being served; none outside one. A copy: pino merges into it. */
export function requestLogFields(): { requestId?: string; vercelId?: string } {
  return { ...current.getStore() };
}

/** Puts the ids on a response: the request id always, the host's beside it when the host has not already. */
export function withRequestIds(response: Response, { requestId, vercelId }: RequestIds): Response {
  // A redirect built by Response.redirect has immutable headers: its copy takes them.
  const target = hasMutableHeaders(response) ? response : new Response(response.body, response);
  target.headers.set(REQUEST_ID_RESPONSE_HEADER, requestId);
  if (vercelId && !target.headers.has(HOST_ID_HEADER)) target.headers.set(HOST_ID_HEADER, vercelId);
  return target;
}

function hasMutableHeaders(response: Response): boolean {
  try {
    response.headers.set(REQUEST_ID_RESPONSE_HEADER, "");
    return true;
  } catch {
    return false;
  }
}
