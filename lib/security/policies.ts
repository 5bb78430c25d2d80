// The security headers every response carries, and the Content-Security-Policy variants (see docs/adr-csp.md).
import { publicEnv } from "../settings/environment";
const DEV = publicEnv.isDevelopment;

/** Where browser errors go when NEXT_PUBLIC_SENTRY_DSN is set at build time (its origin only). */
function sentryOrigin(): string {
  const dsn = publicEnv.sentryDsn;
  if (!dsn) return "";
  try {
    return ` ${new URL(dsn).origin}`;
  } catch {
    return "";
  }
}

/** Directives shared by every policy: nothing may frame us, no plugins, no <base> hijack, forms post to us only. */
const LOCKDOWN = ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"];

/**
 * The policy of an HTML page. Scripts run only when they carry the response's `nonce` ('strict-dynamic' lets Next's
 * runtime load its chunks). Never 'unsafe-inline' for scripts; 'unsafe-eval' only in development, where React rebuilds
 * server stacks with eval.
 */
export function pagePolicy(nonce: string): string {
  const sources = [`'nonce-${nonce}'`, "'strict-dynamic'"];
  return [
    "default-src 'self'",
    `script-src ${[...sources, ...(DEV ? ["'unsafe-eval'"] : [])].join(" ")}`,
    // React sets style attributes (team colours, widths); styles cannot run code, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    // Report authors show pictures from other hosts. An image cannot run script, and https: keeps the page free of
    // mixed content; the report renderer sends those images no referrer (docs/adr-csp.md).
    "img-src 'self' https: data: blob:",
    "font-src 'self'",
    `connect-src 'self'${sentryOrigin()}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    ...LOCKDOWN,
  ].join("; ");
}

/** Anything that is not a page (JSON, images, scripts, icons): it may load nothing and be framed by no one. */
export const RESOURCE_POLICY = ["default-src 'none'", ...LOCKDOWN].join("; ");

/**
 * Public files whose policy is not the resource one. The service worker's own policy governs the fetches it makes, so
 * it may reach this origin and nothing else (no scripts, no other host). The offline page is stored by the worker and
 * shown when a page fails to load: it has no script, only its inline style and this origin's icon.
 */
export const PUBLIC_FILE_POLICIES: Readonly<Record<string, string>> = {
  "/sw.js": ["default-src 'none'", "connect-src 'self'", ...LOCKDOWN].join("; "),
  "/offline.html": ["default-src 'none'", "style-src 'unsafe-inline'", "img-src 'self'", ...LOCKDOWN].join("; "),
};

/**
 * The API reference page (/api/docs), the one HTML answer under /api. The resource policy would block its renderer,
 * so this page alone gets scripts, styles and fetches from its own origin. It is a route handler's static page with no
 * per-request nonce to give, so scripts are allowed by origin ('self') instead: still no inline script and no eval,
 * and nothing from another host. The renderer adds its styles as <style> elements, as React does on other pages.
 */
export const REFERENCE_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  ...LOCKDOWN,
].join("; ");

/** Headers on every response, whatever its type. */
export function baseSecurityHeaders(): Record<string, string> {
  return {
    // Two years, subdomains too: the deploy is HTTPS only. Not in development, where it would pin localhost to https.
    ...(DEV ? {} : { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Stamps a response from the proxy with the headers every response carries and its script policy. */
export function withSecurityHeaders<R extends Response>(response: R, policy: string): R {
  for (const [name, value] of Object.entries(baseSecurityHeaders())) response.headers.set(name, value);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/** An API route's path: API responses get their headers from next.config.ts and are never sent elsewhere. */
export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");
