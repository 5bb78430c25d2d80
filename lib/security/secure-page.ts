// Serves an HTML page with a fresh script nonce. Next.js reads the nonce from the request's Content-Security-Policy
// (handed on by the proxy, never by the client) and puts it on every script it renders: every page renders per request
// (app/layout.tsx), so each response carries its own nonce. No second request, no rewriting of the body.
import crypto from "node:crypto";
import { NextResponse } from "next/server";
import { REQUEST_ID_HEADER, REQUEST_ID_RESPONSE_HEADER, requestIdTiming } from "@/lib/observability/request-id";
import { PAGE_ADDRESS_HEADER, pageAddressOf } from "./page-address";
import { pagePolicy, withSecurityHeaders } from "./policies";

/**
 * Request headers only the proxy may set: Next.js takes a page's nonce from the request's Content-Security-Policy, the
 * request id must be the proxy's, so that it leads to this request's log line, and the address handed to the render
 * (where the nickname step sends a picker back) must be the one the request's URL names.
 */
const INTERNAL_REQUEST_HEADERS = ["content-security-policy", "content-security-policy-report-only", REQUEST_ID_HEADER, PAGE_ADDRESS_HEADER];

/** The request's headers without the ones only the proxy may set (but with its request id and address), for handing it on to Next.js. */
export function withoutInternalHeaders(request: Request, requestId?: string): Headers {
  const headers = new Headers(request.headers);
  for (const name of INTERNAL_REQUEST_HEADERS) headers.delete(name);
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  headers.set(PAGE_ADDRESS_HEADER, pageAddressOf(new URL(request.url)));
  return headers;
}

/**
 * Hands the request id to the browser too: in X-Request-Id like every response, and in Server-Timing, where the error
 * screen reads it (performance entries' serverTiming).
 */
export function withRequestTiming<R extends Response>(response: R, requestId: string): R {
  response.headers.set(REQUEST_ID_RESPONSE_HEADER, requestId);
  response.headers.append("Server-Timing", requestIdTiming(requestId));
  return response;
}

/** A document navigation: the only kind of response whose scripts a browser runs. */
export function isPageRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const headers = request.headers;
  // Next's client navigations and prefetches fetch the RSC payload, not HTML.
  if (headers.has("rsc") || headers.has("next-router-prefetch") || headers.has("next-action")) return false;
  return (headers.get("accept") ?? "").includes("text/html");
}

const freshNonce = () => crypto.randomBytes(16).toString("base64");

/** Renders the request's own page, or `page` in its place when the proxy chose another one, under a fresh nonce. */
export function securePage(request: Request, page: URL | string = request.url, requestId?: string): NextResponse {
  const policy = pagePolicy(freshNonce());
  // The page is rendered from these request headers: the client's own Content-Security-Policy is gone, ours is in.
  const headers = withoutInternalHeaders(request, requestId);
  headers.set("content-security-policy", policy);
  const replacement = String(page) === request.url ? null : page;
  const response = replacement ? NextResponse.rewrite(replacement, { request: { headers } }) : NextResponse.next({ request: { headers } });
  return withSecurityHeaders(response, policy);
}
