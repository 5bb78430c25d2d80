// How long each family of pages a visitor reads may be served from a shared cache (a CDN, or Next's own page cache
// under `next start`), and how long a stale copy may still be served while a fresh one is made. The reasons for each
// time are in docs/adr-page-caching.md. A cached page's `export const revalidate` must equal its `sMaxAge` here (a
// segment option must be a literal; tests/unit/security/page-cache.test.ts holds the two together).

export type PageCacheTimes = {
  /** Seconds a shared copy is fresh: the page's own `revalidate`, and `s-maxage` of its answer. */
  sMaxAge: number;
  /** Seconds after that a stale copy may still be served while the cache fetches a new one. */
  staleWhileRevalidate: number;
};

export const PAGE_CACHE = {
  /** The landing page: its league cards' picker counts are cached data of a minute already. */
  landing: { sMaxAge: 60, staleWhileRevalidate: 300 },
  /** /rules, /privacy, /contact: text that changes only with a deploy, which starts a new cache. */
  staticPage: { sMaxAge: 3600, staleWhileRevalidate: 86400 },
  /** A league's daily picks and a daily pick: a new or edited report also expires them at once (the daily-picks tag). */
  dailyPicks: { sMaxAge: 60, staleWhileRevalidate: 600 },
} as const satisfies Record<string, PageCacheTimes>;

export type PageCacheFamily = keyof typeof PAGE_CACHE;
