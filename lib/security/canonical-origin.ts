// One canonical origin: in production and previews, a page request that arrives under another name of the deployment
// (apex or www, the host's generated *.vercel.app names, except a production deployment's own URL) is sent for good to
// the same path on the canonical origin, which is the one origin the session cookie, the CSRF check and every rendered
// link belong to.
import { NextResponse, type NextRequest } from "next/server";
import { deploymentEnvironment, env, siteOrigin } from "@/lib/settings";
import { isApiPath, RESOURCE_POLICY, withSecurityHeaders } from "./policies";

/** A production build tried on this machine, or a proxy that does not pass the Host on: never redirected. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
/** A browser omits the scheme's own port; a proxy may not. */
const DEFAULT_PORTS = new Set(["", "80", "443"]);

/**
 * The host name the visitor used. On Vercel its edge sets X-Forwarded-Host to it (a client's own value does not get
 * through); self-hosted, a proxy that does not set that header passes a client's forged one along, while the README's
 * nginx and Caddy set Host to the visitor's, so Host decides there. Either way the redirect goes to the canonical
 * origin only: the incoming host decides whether to redirect, never where to.
 */
function arrivingHost(request: NextRequest): URL | null {
  const forwarded = env().VERCEL ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const host = forwarded || request.headers.get("host");
  if (!host) return null;
  try {
    return new URL(`http://${host}`);
  } catch {
    return null;
  }
}

/**
 * A 308 to the canonical origin, same path and query, for a page request (GET or HEAD, not /api/...) that arrived on
 * another host; null otherwise, and always outside production and previews. API calls answer wherever they arrive:
 * a client of the API is not a browser to send elsewhere, and their writes are judged by their Origin header.
 */
export function canonicalRedirect(request: NextRequest): NextResponse | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { pathname, search } = request.nextUrl;
  if (isApiPath(pathname) || deploymentEnvironment() === "development") return null;
  const arriving = arrivingHost(request);
  const canonical = new URL(siteOrigin());
  if (!arriving || LOOPBACK.has(arriving.hostname) || sameHost(arriving, canonical) || isOwnProductionDeployment(arriving)) return null;
  return withSecurityHeaders(NextResponse.redirect(new URL(`${pathname}${search}`, canonical), 308), RESOURCE_POLICY);
}

/**
 * A production deployment's own generated URL (VERCEL_URL) is the only way to open it before it is promoted (a staged
 * deployment, or one checked before the domain moves to it): sending it to SITE_URL would show the deployment serving
 * there now instead. The project's other names still go to the canonical origin. A preview's deployment URL is not
 * exempt: its branch URL serves the same branch, newest deployment first.
 */
function isOwnProductionDeployment(arriving: URL): boolean {
  const { VERCEL_URL } = env();
  if (!VERCEL_URL || deploymentEnvironment() !== "production") return false;
  try {
    return arriving.hostname === new URL(`https://${VERCEL_URL}`).hostname;
  } catch {
    return false;
  }
}

/** Host names compare in lower case (URL does that); ports only when one is not the default. */
function sameHost(arriving: URL, canonical: URL): boolean {
  if (arriving.hostname !== canonical.hostname) return false;
  return arriving.port === canonical.port || (DEFAULT_PORTS.has(arriving.port) && DEFAULT_PORTS.has(canonical.port));
}
