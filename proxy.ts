// The Next.js 16 proxy: security headers and the script policy of pages and public files (docs/adr-csp.md; API
// responses and build assets get theirs from next.config.ts), and the route
// guard: signed-in users skip /signup and /login; anonymous and unverified users are kept from verified-only pages;
// a verified user without a nickname is sent to choose one before the pages where one picks or reads notifications.
// Every page and handler checks access again; the guard only spares a useless render.
import { NextResponse, type NextRequest } from "next/server";
import { isUndecodablePath, NOT_FOUND_PATH, undecodableApiPath } from "@/lib/api/undecodable-path";
import { unservedApiRequest } from "@/lib/api/api-path-guard";
import { DAILY_PICKS_LIST, DAILY_PICKS_PATH } from "@/lib/settings/site";
import { nicknameUrl } from "@/lib/domain/account";
import { sessionForToken } from "@/lib/server/auth/auth-js";
import { SESSION_COOKIES } from "@/lib/server/auth/caller";
import { canonicalRedirect } from "@/lib/security/canonical-origin";
import { isApiPath, RESOURCE_POLICY, withSecurityHeaders } from "@/lib/security/policies";
import { newRequestId } from "@/lib/observability/report-error";
import { isPageRequest, securePage, withoutInternalHeaders, withRequestTiming } from "@/lib/security/secure-page";
import { cachedPageFor, isCachedCopyFetch, isCopyPath, serveCachedPage, sharedPageOnward } from "@/lib/security/cached-page";

/** Pages for signed-out visitors: anyone signed in goes to /, which asks an unverified user to verify. */
const SIGNED_OUT_ONLY = ["/signup", "/login"];
/** Pages for verified users only. */
const VERIFIED_ONLY = ["/logout", "/notifications"];
/** Pages a verified user reaches only once they have a nickname (/logout stays open: nobody is trapped). */
const NICKNAME_FIRST = ["/", "/notifications", "/football", "/basketball", "/hockey", "/baseball"];

const matches = (pathname: string, paths: string[]) =>
  paths.some((path) => pathname === path || (path !== "/" && pathname.startsWith(`${path}/`)));

const sessionToken = (request: NextRequest) => SESSION_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
const hasSessionCookie = (request: NextRequest) => Boolean(sessionToken(request));

type Guarded = { redirect: NextResponse | null; setCookies: string[] };

/**
 * The guard's redirect for this request, or null to carry on, and the session cookie Auth.js renewed while reading
 * it (rolling sessions: the browser's cookie lasts as long as the extended session row).
 */
async function guard(request: NextRequest): Promise<Guarded> {
  const { pathname, search } = request.nextUrl;
  const none: Guarded = { redirect: null, setCookies: [] };
  if (!matches(pathname, [...SIGNED_OUT_ONLY, ...VERIFIED_ONLY, ...NICKNAME_FIRST])) return none;
  const redirect = (to: string) => NextResponse.redirect(new URL(to, request.url));
  const token = sessionToken(request);
  // No cookie, no lookup: visitors' pages cost nothing here.
  if (!token) return { redirect: matches(pathname, VERIFIED_ONLY) ? redirect("/") : null, setCookies: [] };
  // The proxy runs on Node.js in Next 16, so it can ask the database: a stale cookie must not lock anyone out of /login.
  const { session, setCookies } = await sessionForToken(token).catch(() => ({ session: null, setCookies: [] }));
  const caller = session?.user;
  const redirected = (() => {
    // /login/magic stays open: a signed-in person may follow a link to switch accounts.
    if (caller && matches(pathname, SIGNED_OUT_ONLY) && !pathname.startsWith("/login/magic")) return redirect("/");
    if (!caller?.verified && matches(pathname, VERIFIED_ONLY)) return redirect("/");
    if (caller?.verified && !caller.username && matches(pathname, NICKNAME_FIRST)) return redirect(nicknameUrl(`${pathname}${search}`));
    return null;
  })();
  return { redirect: redirected, setCookies };
}

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
  // An API path is answered here only when no route serves it or its method; its headers come from next.config.ts.
  if (isApiPath(request.nextUrl.pathname)) return unservedApiRequest(request.nextUrl.pathname, request.method) ?? NextResponse.next();
  // The proxy's own fetch of a shared copy: rendered (when the cache has none) under a nonce no browser is sent.
  if (isCachedCopyFetch(request)) return securePage(request);
  // The copies' own paths are no public ones: the not-found answer, as for a malformed path.
  if (isCopyPath(request.nextUrl.pathname)) return refuseUndecodable(request);
  const daily = defaultDailyList(request);
  if (daily) return withSecurityHeaders(daily, RESOURCE_POLICY);
  const { redirect, setCookies } = await guard(request);
  const renewed = <T extends Response>(response: T): T => {
    for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
    return response;
  };
  if (redirect) return renewed(withSecurityHeaders(redirect, RESOURCE_POLICY));
  // Each request the app renders gets its own id: a failure's log line and its error screen both show it.
  const requestId = newRequestId();
  const cached = isPageRequest(request) ? cachedPageFor(request.nextUrl) : null;
  if (cached) return renewed(withRequestTiming(await serveCachedPage(cached, setCookies.length > 0 || hasSessionCookie(request)), requestId));
  if (isPageRequest(request)) return renewed(withRequestTiming(securePage(request, request.url, requestId), requestId));
  // Whatever else reaches Next.js (client navigations' RSC fetches) does so without the headers only the proxy may set.
  const headers = withoutInternalHeaders(request, requestId);
  const onward = (await sharedPageOnward(request, headers)) ?? NextResponse.next({ request: { headers } });
  return renewed(withRequestTiming(withSecurityHeaders(onward, RESOURCE_POLICY), requestId));
}

// API responses and build assets get their fixed headers from next.config.ts: the proxy adds nothing there. It sees
// every API path, to answer a malformed one (refuseUndecodable), one no route serves and a method its route does not
// serve (unservedApiRequest) in the JSON envelope.
export const config = {
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
