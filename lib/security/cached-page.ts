// Pages a visitor reads from a shared copy, each answer still under a script nonce of its own (docs/adr-page-caching.md).
// A request with a session cookie never gets the copy: it renders per request as every other page (the nickname step,
// the caller's own picks and bell). A visitor's document request is answered from the page's shared copy: the proxy
// fetches it from the app's own origin without any cookie (on Vercel through its CDN), which renders the page as
// nobody's, swaps the nonce the copy was rendered with for a fresh one and sends that. The copy's nonce was made by the
// proxy for the render that produced it, unknown to anyone before, so markup stored in the page's data before that
// render cannot carry it: only the scripts Next rendered are swapped to the fresh nonce.
import crypto from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { env, siteOrigin } from "@/lib/settings";
import { PAGE_CACHE, SERVER_COPY_LIMITS, type PageCacheFamily } from "@/lib/settings/page-cache";
import { DAILY_PICKS_LIST } from "@/lib/settings/site";
import { parseLeagueRoute } from "@/lib/domain/leagues";
import { copyStore } from "./copy-store";
import { SHARED_COPY_AGENT } from "./copy-agent";
import { baseSecurityHeaders, pagePolicy, RESOURCE_POLICY, withSecurityHeaders } from "./policies";
import { securePage } from "./secure-page";

/** The request header of the proxy's own fetch of a shared copy; only a request carrying its secret value is one. */
export const CACHED_COPY_HEADER = "x-pickline-cached-copy";

/** The response header saying whether the answer's copy was fresh (HIT), stale (STALE) or made for it (MISS). */
export const COPY_STATE_HEADER = "x-pickline-copy";

const freshNonce = () => crypto.randomBytes(16).toString("base64");

/** A page a visitor may get from the shared copy: its cache times, and its path and query (the copy's key). */
export type CachedPage = { family: PageCacheFamily; path: string };

const STATIC_PAGES = new Set(["/rules", "/privacy", "/contact"]);
const DAILY_PAGE = new RegExp(`^${DAILY_PICKS_LIST}/[a-z-]{1,20}/[a-z-]{1,20}(?:/\\d{1,10}|/older/\\d{1,10})?$`);
const LEAGUE_PAGE = /^\/([a-z]{1,20})\/([a-z]{1,20})(\/fixture\/\d{1,10})?$/;
// A nickname's characters are the page's to check: any one segment is a profile path (an unknown one is a 404).
const PICKER_PROFILE = /^\/picker\/[^/]{1,64}$/;

/** The family of a public path whose page is the same for every visitor, or null for a page rendered per caller. */
function familyOf(pathname: string, search: string): PageCacheFamily | null {
  if (pathname === "/") return "landing";
  if (STATIC_PAGES.has(pathname)) return "staticPage";
  // The list's own URL carries its league in the query (next.config.ts rewrites it).
  if ((pathname === DAILY_PICKS_LIST && search) || DAILY_PAGE.test(pathname)) return "dailyPicks";
  if (pathname === "/leaderboard") return "leaderboard";
  const league = LEAGUE_PAGE.exec(pathname);
  if (league && parseLeagueRoute(league[1], league[2])) return league[3] ? "fixturePage" : "leagueBoard";
  if (PICKER_PROFILE.test(pathname)) return "pickerProfile";
  return null;
}

/**
 * The shared copy that answers this public path and query, or null for a page rendered for each caller. Null for
 * every page when PICKLINE_SHARED_PAGES=false: then each view renders its own, the bench's baseline.
 */
export function cachedPageFor(url: URL): CachedPage | null {
  if (!env().PICKLINE_SHARED_PAGES) return null;
  // A client navigation's cache-busting parameter names no other copy.
  const query = new URLSearchParams(url.search);
  query.delete("_rsc");
  const search = query.size ? `?${query}` : "";
  const family = familyOf(url.pathname, search);
  return family ? { family, path: `${url.pathname}${search}` } : null;
}

/** A visitor's answer may be kept by a shared cache for the family's times. */
export function sharedCacheControl(family: PageCacheFamily): string {
  const { sMaxAge, staleWhileRevalidate } = PAGE_CACHE[family];
  return `public, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/** The secret of the proxy's own fetches: derived from AUTH_SECRET, so every instance of a deployment knows it. */
const copySecret = (() => {
  let secret: string | null = null;
  return () => (secret ??= crypto.createHmac("sha256", env().AUTH_SECRET ?? "").update("cached page copy").digest("base64url"));
})();

/** A request for a shared copy made by the proxy itself (and not by a client guessing at the header). */
export function isCachedCopyFetch(request: Request): boolean {
  const given = Buffer.from(request.headers.get(CACHED_COPY_HEADER) ?? "");
  const expected = Buffer.from(copySecret());
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * The render of a shared copy for the proxy's own fetch: the page as nobody's (the fetch carries no cookie, and any a
 * client could have added is dropped), under a fresh nonce no browser is sent. A CDN in front of the app may keep it
 * for the family's times (CDN-Cache-Control: Next's own Cache-Control of a page rendered per request says no-store).
 */
export function renderCopy(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  const response = securePage(new Request(request.url, { headers }));
  const page = cachedPageFor(request.nextUrl);
  if (page) response.headers.set("cdn-cache-control", sharedCacheControl(page.family));
  return response;
}

/** The nonce the copy was rendered with: the first script's, which Next writes in <head> before any page content. */
export function renderedNonce(html: string): string | null {
  const script = /<script\b[^>]*>/i.exec(html)?.[0] ?? "";
  return /\snonce="([A-Za-z0-9+/=_-]{16,})"/.exec(script)?.[1] ?? null;
}

/** The copy's HTML with its render's nonce replaced by `nonce`, or null when it has scripts but no nonce to replace. */
export function stampNonce(html: string, nonce: string): string | null {
  const rendered = renderedNonce(html);
  if (!rendered) return /<script\b/i.test(html) ? null : html;
  return html.replaceAll(rendered, nonce);
}

const COPY_TIMEOUT_MS = 15_000;

/** A shared copy as fetched: what the proxy stamps a nonce into and answers with. */
export type PageCopy = { status: number; html: string; contentType: string; vary: string | null; link: string | null; location: string | null };

/** The page's shared copy, as a document, from the configured origin (never the request's Host: the fetch carries the secret). */
export async function fetchCopy(page: CachedPage): Promise<PageCopy> {
  const response = await fetch(new URL(page.path, siteOrigin()), {
    headers: { accept: "text/html", "user-agent": SHARED_COPY_AGENT, [CACHED_COPY_HEADER]: copySecret() },
    redirect: "manual",
    // A copy being made waits on its render; past this the visitor gets an error rather than a hung page.
    signal: AbortSignal.timeout(COPY_TIMEOUT_MS),
  });
  return {
    status: response.status,
    html: await response.text(),
    contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
    vary: response.headers.get("vary"),
    link: response.headers.get("link"),
    location: response.headers.get("location"),
  };
}

/**
 * A visitor's answer from `copy` under a fresh nonce. Redirects pass on as they are; a copy whose nonce cannot be found
 * is refused rather than sent with its scripts blocked.
 */
export function answerFromCopy(page: CachedPage, copy: PageCopy, state: string): Response {
  if (copy.status >= 300 && copy.status < 400) {
    const to = copy.location ? NextResponse.redirect(new URL(copy.location, siteOrigin()), copy.status) : new NextResponse(null, { status: 502 });
    return withSecurityHeaders(to, RESOURCE_POLICY);
  }
  const nonce = freshNonce();
  const rendered = renderedNonce(copy.html);
  const html = stampNonce(copy.html, nonce);
  if (html === null) {
    console.error(JSON.stringify({ level: "error", event: "cached_page_without_nonce", path: page.path }));
    return withSecurityHeaders(new NextResponse("The page could not be served; please try again.", { status: 503, headers: { "retry-after": "1" } }), RESOURCE_POLICY);
  }
  const headers = new Headers({ "content-type": copy.contentType });
  headers.set("cache-control", copy.status === 200 || copy.status === 404 ? sharedCacheControl(page.family) : "private, no-store");
  // Client navigations' payloads share the URL: a shared cache keeps the two apart by these. Never Cookie: a CDN keeps
  // no answer that varies on it, and a caller with a session cookie never gets this answer anyway.
  const vary = copy.vary?.split(",").map((name) => name.trim()).filter((name) => name && name.toLowerCase() !== "cookie");
  if (vary?.length) headers.set("vary", vary.join(", "));
  // Next preloads the page's font in a Link header of the render, under its nonce: without it the font arrives late
  // and the text moves as it swaps in.
  if (copy.link) headers.set("link", rendered ? copy.link.replaceAll(rendered, nonce) : copy.link);
  headers.set(COPY_STATE_HEADER, state);
  for (const [name, value] of Object.entries(baseSecurityHeaders())) headers.set(name, value);
  headers.set("content-security-policy", pagePolicy(nonce));
  return new NextResponse(html, { status: copy.status, headers });
}

// React's own marks of a boundary that failed on the server: in place (`data-dgst`), or, when its loading fallback was
// already sent, an instruction `$RX("B:0","digest")` streamed after it. A page's text is escaped (its quotes too, and
// inside the page's data they are escaped again), so no picker's words can forge either.
const FAILED_BOUNDARY = /<template\b[^>]*\bdata-dgst=|\$RX\("/;

/**
 * Whether the copy's render failed: a 5xx, or a page whose error came after its first bytes were streamed, which React
 * answers with 200 and marks with the error's digest for the browser to show the error screen.
 */
export function renderFailed(copy: Pick<PageCopy, "status" | "html">): boolean {
  return copy.status >= 500 || FAILED_BOUNDARY.test(copy.html);
}

/**
 * The copies this server keeps: a warm server answers a visitor with a stamp of the copy in its memory, with no request
 * to the app. Only a page's 200 is kept; a not-found or a redirect is fetched for each view, and removes a stale copy;
 * a failed render leaves the last good copy to be answered while it is stale, as a CDN's stale-if-error would.
 */
const copies = copyStore<PageCopy>({
  ...SERVER_COPY_LIMITS,
  sizeOf: (copy) => copy.html.length,
  keepable: (copy) => copy.status === 200 && !renderFailed(copy),
  failed: renderFailed,
});

/**
 * Answers a visitor with the shared copy of `page` under a fresh nonce: from this server's memory while it is fresh.
 * Null when the copy cannot be fetched (the app's origin unreachable, a render past its time) or its render failed:
 * the caller renders the page for this view instead, as without a copy.
 */
export async function serveCachedPage(page: CachedPage): Promise<Response | null> {
  try {
    const { copy, state } = await copies.read(page.path, PAGE_CACHE[page.family], () => fetchCopy(page));
    // A failed render is nobody's page to share: rendered for this view, its error screen names this request's own id.
    if (renderFailed(copy)) return null;
    return answerFromCopy(page, copy, state);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "cached_page_fetch_failed", path: page.path, error: String(error) }));
    return null;
  }
}
