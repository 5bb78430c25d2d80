// Serves an HTML page with the right script policy: a fresh nonce for a dynamic render, hashes for a prerendered one.
import crypto from "node:crypto";
import { NextResponse } from "next/server";
import { REQUEST_ID_HEADER, requestIdTiming } from "@/lib/observability/request-id";
import { authSecret } from "@/lib/server/auth/auth-secret";
import { inlineScriptHashes } from "./inline-script-hashes";
import { baseSecurityHeaders, INNER_POLICY, pagePolicy } from "./policies";

/** Marks the proxy's own fetch of a page, so the proxy lets it through instead of fetching again. */
export const INNER_REQUEST_HEADER = "x-pickline-inner-page";

/**
 * Request headers only the proxy may set: Next.js takes a page's nonce from the request's Content-Security-Policy, and
 * the request id must be the proxy's, so that it leads to this request's log line.
 */
const INTERNAL_REQUEST_HEADERS = [INNER_REQUEST_HEADER, "content-security-policy", REQUEST_ID_HEADER];

// Production without AUTH_SECRET is refused at start (lib/env-production.ts); elsewhere proofs hold within one process.
const fallbackSecret = crypto.randomBytes(32);

/** What the inner fetch carries to prove it comes from the proxy: derived from AUTH_SECRET, so every instance agrees. */
function innerProof(): string {
  return crypto.createHmac("sha256", authSecret() ?? fallbackSecret).update(INNER_REQUEST_HEADER).digest("base64url");
}

/** The proxy's own fetch of a page, not a client that merely sends the header. */
export function isInnerRequest(request: Request): boolean {
  const sent = Buffer.from(request.headers.get(INNER_REQUEST_HEADER) ?? "");
  const proof = Buffer.from(innerProof());
  return sent.length === proof.length && crypto.timingSafeEqual(sent, proof);
}

/** The request's headers without the ones only the proxy may set (but with its request id), for handing it on to Next.js. */
export function withoutInternalHeaders(request: Request, requestId?: string): Headers {
  const headers = new Headers(request.headers);
  for (const name of INTERNAL_REQUEST_HEADERS) headers.delete(name);
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  return headers;
}

/** Hands the request id to the browser too, where the error screen reads it (performance entries' serverTiming). */
export function withRequestTiming<R extends Response>(response: R, requestId: string): R {
  response.headers.append("Server-Timing", requestIdTiming(requestId));
  return response;
}

// Hop-by-hop or re-encoded by fetch: the body we return is already decoded.
const DROPPED = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive", "content-security-policy"]);

const NONCE = /'nonce-([A-Za-z0-9+/=]{16,64})'/;

/** The policy of the inner fetch: its own nonce (which Next.js reads back from the request), or no scripts at all. */
export function innerPolicy(request: Request): string {
  const nonce = NONCE.exec(request.headers.get("content-security-policy") ?? "")?.[1];
  return nonce ? pagePolicy({ nonce }) : INNER_POLICY;
}

/** A document navigation: the only kind of response whose scripts a browser runs. */
export function isPageRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const headers = request.headers;
  // Next's client navigations and prefetches fetch the RSC payload, not HTML.
  if (headers.has("rsc") || headers.has("next-router-prefetch") || headers.has("next-action")) return false;
  return (headers.get("accept") ?? "").includes("text/html");
}

/**
 * Fetches the page from the app itself with a per-request nonce in the request's Content-Security-Policy
 * (Next.js puts it on every script it renders). A prerendered or ISR page comes from the cache without it:
 * its inline scripts are then allowed by their hashes instead. Dynamic pages keep streaming.
 */
export async function securePage(request: Request, page: URL | string = request.url, requestId?: string): Promise<Response> {
  const nonce = freshNonce();
  const replacement = String(page) === request.url ? null : page;
  // A client posing as the inner fetch is rendered in place: fetching again could loop between instances.
  if (request.headers.has(INNER_REQUEST_HEADER)) return renderInPlace(request, nonce, replacement, requestId);
  return fetchPage(request, page, nonce, requestId).catch((error: unknown) => {
    // The app could not reach itself (a public host name unreachable from inside): render in place with the
    // nonce. Dynamic pages are unaffected; a prerendered page then shows without its scripts.
    console.error(`[pickline] page fetch for the CSP failed, rendering in place: ${String(error)}`);
    return renderInPlace(request, nonce, replacement, requestId);
  });
}

const freshNonce = () => crypto.randomBytes(16).toString("base64");

/** Renders the request's own page, or `page` in its place when the proxy chose another one. */
function renderInPlace(request: Request, nonce: string, page: URL | string | null, requestId?: string): Response {
  const policy = pagePolicy({ nonce });
  // The page is rendered from these request headers: the client's own Content-Security-Policy is gone, ours is in.
  const headers = withoutInternalHeaders(request, requestId);
  headers.set("content-security-policy", policy);
  const response = page ? NextResponse.rewrite(page, { request: { headers } }) : NextResponse.next({ request: { headers } });
  for (const [name, value] of Object.entries(baseSecurityHeaders())) response.headers.set(name, value);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

async function fetchPage(request: Request, page: URL | string, nonce: string, requestId?: string): Promise<Response> {
  const headers = withoutInternalHeaders(request, requestId);
  for (const name of ["host", "connection", "accept-encoding", "content-length"]) headers.delete(name);
  headers.set(INNER_REQUEST_HEADER, innerProof());
  headers.set("content-security-policy", `script-src 'nonce-${nonce}'`);
  const inner = await fetch(page, { headers, redirect: "manual", cache: "no-store" });

  const outgoing = new Headers();
  for (const [name, value] of inner.headers) if (!DROPPED.has(name)) outgoing.append(name, value);
  // Next.js requires an absolute Location on a response from the proxy.
  const location = inner.headers.get("location");
  if (location) outgoing.set("location", new URL(location, request.url).toString());
  for (const [name, value] of Object.entries(baseSecurityHeaders())) outgoing.set(name, value);

  const prerendered = inner.headers.has("x-nextjs-prerender") || inner.headers.has("x-nextjs-cache");
  if (!prerendered || !(inner.headers.get("content-type") ?? "").includes("text/html")) {
    outgoing.set("Content-Security-Policy", pagePolicy({ nonce }));
    return new Response(inner.body, { status: inner.status, statusText: inner.statusText, headers: outgoing });
  }
  const html = await inner.text();
  outgoing.set("Content-Security-Policy", pagePolicy({ hashes: inlineScriptHashes(html) }));
  return new Response(html, { status: inner.status, statusText: inner.statusText, headers: outgoing });
}
