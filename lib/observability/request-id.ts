// One id per page request: set by the proxy, logged with any render error, and sent to the browser for the error screen.

/** The request header carrying the id to the render (and onRequestError); only the proxy may set it. */
export const REQUEST_ID_HEADER = "x-pickline-request-id";

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
