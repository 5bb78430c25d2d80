// The Next.js 16 proxy: security headers and the script policy of pages (docs/adr-csp.md; API responses, build assets
// and public files get theirs from next.config.ts), and a route guard that reads no database: a verified-only page
// asked for without a session cookie goes home. Every other decision on who may see a page needs the session, and
// the page makes it from its own one read (lib/server/auth/page-access.ts).
import { NextResponse, type NextRequest } from "next/server";
import { isUndecodablePath, NOT_FOUND_PATH, undecodableApiPath } from "@/lib/api/undecodable-path";
import { unservedApiRequest } from "@/lib/api/api-path-guard";
import { apiPassThrough } from "@/lib/api/api-hand-off";
import { DAILY_PICKS_LIST, DAILY_PICKS_PATH } from "@/lib/settings/site";
import { cookielessRedirect, hasSessionCookie } from "@/lib/server/auth/session-cookie-guard";
import { canonicalRedirect } from "@/lib/security/canonical-origin";
import { isApiPath, RESOURCE_POLICY, withSecurityHeaders } from "@/lib/security/policies";
import { newRequestId } from "@/lib/observability/report-error";
import { isPageRequest, securePage, withoutInternalHeaders, withRequestTiming } from "@/lib/security/secure-page";
import { cachedPageFor, isCachedCopyFetch, renderCopy, serveCachedPage } from "@/lib/security/cached-page";

/**
 * /picks/daily with neither sport nor league goes to the default league's list. A redirect here, not a page: a page at
 * the bare path teaches Next's client router (its optimistic routing matches on the path alone) a route shape it then
 * predicts for /picks/daily?sport=&league= too, which next.config.ts rewrites elsewhere, and its prefetches there 404.
 */
function defaultDailyList(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname !== DAILY_PICKS_LIST || searchParams.has("sport") || searchParams.has("league")) return null;
  return NextResponse.redirect(new URL(DAILY_PICKS_PATH, request.url));
}

/** A malformed path is answered here: past the proxy, Next.js would fail it with a 500 while matching routes. */
function refuseUndecodable(request: NextRequest): Response {
  if (isApiPath(request.nextUrl.pathname)) return undecodableApiPath();
  const notFound = new URL(NOT_FOUND_PATH, request.url);
  if (isPageRequest(request)) return securePage(request, notFound);
  return withSecurityHeaders(NextResponse.rewrite(notFound), RESOURCE_POLICY);
}

export async function proxy(request: NextRequest) {
  if (isUndecodablePath(request.nextUrl.pathname)) return refuseUndecodable(request);
  // A page asked for on another name of the deployment (apex or www, a generated domain) moves to the canonical origin.
  const canonical = canonicalRedirect(request);
  if (canonical) return canonical;
  // An API path is answered here only when no route serves it or its method; its headers come from next.config.ts. A
  // read with credentials of a call whose visitors share a CDN copy goes on under a cache key of its own.
  if (isApiPath(request.nextUrl.pathname)) return unservedApiRequest(request.nextUrl.pathname, request.method) ?? apiPassThrough(request);
  // The proxy's own fetch of a shared copy: the page rendered as nobody's, under a nonce no browser is sent.
  if (isCachedCopyFetch(request)) return renderCopy(request);
  const daily = defaultDailyList(request);
  if (daily) return withSecurityHeaders(daily, RESOURCE_POLICY);
  const redirect = cookielessRedirect(request);
  if (redirect) return withSecurityHeaders(redirect, RESOURCE_POLICY);
  // Each request the app renders gets its own id: a failure's log line and its error screen both show it.
  const requestId = newRequestId();
  // A visitor's document request for a page that is the same for every visitor: its shared copy (rendered here when
  // the copy cannot be had). With a session cookie the page is rendered for the caller, whose session it reads.
  const shared = isPageRequest(request) && !hasSessionCookie(request) ? cachedPageFor(request.nextUrl) : null;
  const copied = shared ? await serveCachedPage(shared) : null;
  if (copied) return withRequestTiming(copied, requestId);
  if (isPageRequest(request)) return withRequestTiming(securePage(request, request.url, requestId), requestId);
  // Whatever else reaches Next.js (client navigations' RSC fetches) does so without the headers only the proxy may set.
  const headers = withoutInternalHeaders(request, requestId);
  return withRequestTiming(withSecurityHeaders(NextResponse.next({ request: { headers } }), RESOURCE_POLICY), requestId);
}

// API responses get their fixed headers from next.config.ts: the proxy adds nothing there. It sees every API path, to
// answer a malformed one (refuseUndecodable), one no route serves and a method its route does not serve
// (unservedApiRequest) in the JSON envelope. It never sees build assets, icons, the manifest, robots.txt, the sitemap,
// share images, public scripts, the service worker and its offline page (lib/security/unproxied-paths.ts, whose headers come from next.config.ts).
export const config = {
  matcher: [
    "/((?!_next/|(?:icon|apple-icon)[^/]*$|favicon\\.ico$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$|intl-warmup\\.js$|sw\\.js$|offline\\.html$|(?:pick|parlay|picker)/[^/]+/image/|api-reference/|(?:[^/]+/)*(?:opengraph|twitter)-image).*)",
  ],
};
