// Which answers of the public reads the CDN may share (docs/adr-api-caching.md): a visitor's, stored for the seconds
// its call declares; never one given to a request with credentials, which is private. For a call whose answer differs
// per caller, the proxy also moves a request with credentials onto a cache key of its own, since the CDN, told not
// to vary on Cookie, cannot tell a signed-in browser from a visitor.
import { NextResponse } from "next/server";
import type { AuthMode, SharedCache } from "@/lib/contracts/endpoint";
import { readCallerToken } from "@/lib/server/auth/caller";

/** Where a request with credentials is sent instead: another cache key, under which nothing is ever stored. */
export const SIGNED_IN_CACHE_KEY = { name: "_viewer", value: "signed-in" } as const;

export const PRIVATE_ANSWER = "private, no-store";

export function sharedCacheControl({ fresh, stale }: SharedCache): string {
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}

/** A session cookie or an Authorization header, valid or not: the answer may be someone's own. */
export function carriesCredentials(request: Request): boolean {
  return readCallerToken(request) !== null;
}

const READS = new Set(["GET", "HEAD"]);

/** Sets a successful public read's Cache-Control: shared for a visitor, private for a caller with credentials. */
export function applySharedCache(policy: SharedCache | undefined, request: Request, response: Response): Response {
  if (!policy || !READS.has(request.method) || response.status >= 400) return response;
  response.headers.set("Cache-Control", carriesCredentials(request) ? PRIVATE_ANSWER : sharedCacheControl(policy));
  return response;
}

/** The call a request is, as far as caching goes: its auth mode and its declared policy. */
export type CachedCall = { auth: AuthMode; sharedCache?: SharedCache };

/**
 * The proxy's answer for a read of a personalised public call by a caller with credentials: the same request on its
 * own cache key. Null for anything else, which goes on as it came.
 */
export function signedInCacheKey(request: Request, call: CachedCall | null, headers: Headers = request.headers): NextResponse | null {
  if (!call?.sharedCache || call.auth !== "hybrid" || !READS.has(request.method) || !carriesCredentials(request)) return null;
  const url = new URL(request.url);
  // Already on its key: a rewrite Next does not take as internal (under `next start` bound to another host name than
  // the request's) comes back through the proxy, and rewriting it again would send it round for ever.
  if (url.searchParams.get(SIGNED_IN_CACHE_KEY.name) === SIGNED_IN_CACHE_KEY.value) return null;
  url.searchParams.set(SIGNED_IN_CACHE_KEY.name, SIGNED_IN_CACHE_KEY.value);
  return NextResponse.rewrite(url, { request: { headers } });
}
