// One id per request: set by the proxy, on every log line written while serving it (./request-context.ts), in the
// X-Request-Id response header, and sent to the browser for the error screen.

/** The request header carrying the id to the render (and onRequestError); only the proxy may set it. */
export const REQUEST_ID_HEADER = "x-pickline-request-id";

/** The response header every answer carries the id in; the host's own id, when it sends one, goes beside it. */
export const REQUEST_ID_RESPONSE_HEADER = "X-Request-Id";

/** The request id Vercel gives each request (region and id), sent to us as a request header and back as a response one. */
export const HOST_ID_HEADER = "x-vercel-id";

// Web Crypto, the same in Node and the Edge runtime; randomUUID draws from a pooled entropy buffer.
/** 16 hex digits (what readRequestId accepts). */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 16);
}

/** The Server-Timing metric that carries the id to the browser: the one response header page scripts can read. */
export const REQUEST_ID_METRIC = "request";

const REQUEST_ID = /^[0-9a-f]{16}$/;

/** The id a request carries, if it is one of ours. */
export function readRequestId(value: string | string[] | null | undefined): string | null {
  const id = Array.isArray(value) ? value[0] : value;
  return id && REQUEST_ID.test(id) ? id : null;
}

export function requestIdTiming(id: string): string {
  return `${REQUEST_ID_METRIC};desc="${id}"`;
}
