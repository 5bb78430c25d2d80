// Pages a visitor reads from a shared cache, each answer still under a script nonce of its own (docs/adr-page-caching.md).
// The proxy fetches the page's shared copy from the app's own origin (on Vercel through its CDN; under `next start`
// Next's page cache answers), swaps the nonce the copy was rendered with for a fresh one and sends that. The copy's
// nonce was made by the proxy for the render that produced it, unknown to anyone before, so markup stored in the
// page's data before that render cannot carry it: only the scripts Next rendered are swapped to the fresh nonce.
import crypto from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { env, siteOrigin } from "@/lib/settings";
import { PAGE_CACHE, type PageCacheFamily } from "@/lib/settings/page-cache";
import { DAILY_PICKS_LIST } from "@/lib/settings/site";
import { baseSecurityHeaders, pagePolicy, RESOURCE_POLICY, withSecurityHeaders } from "./policies";

/**
 * Pages with no path parameter live under this prefix, below a parameter no build lists (app/(cached)/cached/[copy]):
 * Next would otherwise render them at build time, without a nonce to swap. The proxy maps their public paths here.
 */
export const CACHED_COPY_PREFIX = "/cached/shared";

/** The request header of the proxy's own fetch of a shared copy; only a request carrying its secret value reaches one. */
export const CACHED_COPY_HEADER = "x-pickline-cached-copy";

const freshNonce = () => crypto.randomBytes(16).toString("base64");

/** A page a visitor may get from the shared cache: its cache times, and the app path of its shared copy. */
export type CachedPage = { family: PageCacheFamily; copyPath: string };

const STATIC_PAGES = new Set(["/rules", "/privacy", "/contact"]);
const DAILY_PAGE = new RegExp(`^${DAILY_PICKS_LIST}/[a-z-]{1,20}/[a-z-]{1,20}(?:/\\d{1,10}|/older/\\d{1,10})?$`);

/** The shared copy that answers this public path and query, or null for a page rendered for each caller. */
export function cachedPageFor(url: URL): CachedPage | null {
  const { pathname } = url;
  // A client navigation's cache-busting parameter names no other copy.
  const query = new URLSearchParams(url.search);
  query.delete("_rsc");
  const search = query.size ? `?${query}` : "";
  if (pathname === "/") return { family: "landing", copyPath: CACHED_COPY_PREFIX };
  if (STATIC_PAGES.has(pathname)) return { family: "staticPage", copyPath: `${CACHED_COPY_PREFIX}${pathname}` };
  // The list's own URL carries its league in the query (next.config.ts rewrites it); its copy is fetched as asked.
  if ((pathname === DAILY_PICKS_LIST && search) || DAILY_PAGE.test(pathname)) return { family: "dailyPicks", copyPath: `${pathname}${search}` };
  return null;
}

/**
 * The answer's Cache-Control: a visitor's may be shared; a signed-in caller's is theirs alone, as every other page's.
 * With PICKLINE_SHARED_PAGES=false Next keeps no copy (every view renders its own), and no answer is shared either.
 */
export function pageCacheControl(family: PageCacheFamily, signedIn: boolean): string {
  if (signedIn || !env().PICKLINE_SHARED_PAGES) return "private, no-store";
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

/** The folder of the copies' own paths (any [copy] value): reached only through the pages' public paths. */
const COPY_ROOT = CACHED_COPY_PREFIX.slice(0, CACHED_COPY_PREFIX.lastIndexOf("/"));

/** A path under the copies' own folder asked for from outside: not found, whatever follows. */
export const isCopyPath = (pathname: string) => pathname === COPY_ROOT || pathname.startsWith(`${COPY_ROOT}/`);

/**
 * A request for a shared page that is not a document (a client navigation's payload, a prefetch, a HEAD) goes on to
 * the copy's path once the copy exists. Next makes a copy's HTML and payload in one render, and a render started by a
 * payload request writes its HTML without a nonce (whatever the request's policy), which serveCachedPage would then
 * refuse: so the proxy asks for the document first, which makes the copy under a render nonce when there is none (or
 * starts remaking a stale one), and the payload then comes from that copy. Null for every other page.
 */
export async function sharedPageOnward(request: NextRequest, headers: Headers): Promise<NextResponse | null> {
  const page = cachedPageFor(request.nextUrl);
  if (!page) return null;
  await (await fetchCopy(page)).body?.cancel();
  const copy = copyRewrite(request);
  return copy ? NextResponse.rewrite(copy, { request: { headers } }) : NextResponse.next({ request: { headers } });
}

/** Where a page whose copy has a path of its own is answered. */
function copyRewrite(request: NextRequest): URL | null {
  const page = cachedPageFor(request.nextUrl);
  if (!page?.copyPath.startsWith(CACHED_COPY_PREFIX)) return null;
  return new URL(`${page.copyPath}${request.nextUrl.search}`, request.url);
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

/** The page's shared copy, as a document, from the configured origin (never the request's Host: the fetch carries the secret). */
function fetchCopy(page: CachedPage): Promise<Response> {
  return fetch(new URL(page.copyPath, siteOrigin()), {
    headers: { accept: "text/html", [CACHED_COPY_HEADER]: copySecret() },
    redirect: "manual",
    // A copy being made waits on its render; past this the visitor gets an error rather than a hung page.
    signal: AbortSignal.timeout(COPY_TIMEOUT_MS),
  });
}

/**
 * Fetches the shared copy of `page` and answers with it under a fresh nonce. Redirects pass on as they are; a copy
 * whose nonce cannot be found is refused rather than sent with its scripts blocked.
 */
export async function serveCachedPage(page: CachedPage, signedIn: boolean): Promise<Response> {
  const copy = await fetchCopy(page);
  if (copy.status >= 300 && copy.status < 400) {
    const location = copy.headers.get("location");
    return withSecurityHeaders(location ? NextResponse.redirect(new URL(location, siteOrigin()), copy.status) : new NextResponse(null, { status: 502 }), RESOURCE_POLICY);
  }
  const nonce = freshNonce();
  const html = stampNonce(await copy.text(), nonce);
  if (html === null) {
    console.error(JSON.stringify({ level: "error", event: "cached_page_without_nonce", path: page.copyPath }));
    return withSecurityHeaders(new NextResponse("The page could not be served; please try again.", { status: 503, headers: { "retry-after": "1" } }), RESOURCE_POLICY);
  }
  const headers = new Headers({ "content-type": copy.headers.get("content-type") ?? "text/html; charset=utf-8" });
  headers.set("cache-control", copy.ok || copy.status === 404 ? pageCacheControl(page.family, signedIn) : "private, no-store");
  // The copy answers client navigations' payloads at the same URL: a shared cache keeps the two apart by these.
  // Never Cookie: a CDN keeps no answer that varies on it.
  const vary = copy.headers.get("vary")?.split(",").map((name) => name.trim()).filter((name) => name && name.toLowerCase() !== "cookie");
  if (vary?.length) headers.set("vary", vary.join(", "));
  const state = copy.headers.get("x-nextjs-cache");
  if (state) headers.set("x-nextjs-cache", state);
  for (const [name, value] of Object.entries(baseSecurityHeaders())) headers.set(name, value);
  headers.set("content-security-policy", pagePolicy(nonce));
  return new NextResponse(html, { status: copy.status, headers });
}
