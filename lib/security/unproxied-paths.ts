// The addresses the proxy never sees: build assets, icons, the manifest, robots.txt, the sitemap, share images and
// public scripts (the API reference's too). Through the proxy each would be one more invocation that loads its modules on a cold start, for
// headers that never change: next.config.ts gives them the fixed ones from this list instead. proxy.ts's matcher
// leaves out the same addresses (a matcher must be a literal there; tests/unit/security/unproxied-paths.test.ts holds
// the two together).
export const UNPROXIED_SOURCES = [
  "/_next/:path*",
  "/:file(icon[^/]*|apple-icon[^/]*|favicon\\.ico|manifest\\.webmanifest|robots\\.txt|sitemap\\.xml|intl-warmup\\.js|sw\\.js|offline\\.html)",
  "/:kind(pick|parlay|picker)/:id/image/:path*",
  "/api-reference/:path*",
  "/:path*/:image(opengraph-image[^/]*|twitter-image[^/]*)",
];
