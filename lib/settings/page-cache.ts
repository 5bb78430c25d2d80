// How long each family of pages a visitor reads may be served from a shared copy (a CDN's, and the proxy's own in each
// server's memory), and how long a stale copy may still be served while a fresh one is made. The reasons for each
// time are in docs/adr-page-caching.md.

export type PageCacheTimes = {
  /** Seconds a shared copy is fresh: the `s-maxage` of its answer, and how long a server keeps its own. */
  sMaxAge: number;
  /** Seconds after that a stale copy may still be served while the cache fetches a new one. */
  staleWhileRevalidate: number;
};

export const PAGE_CACHE = {
  /** The landing page: its league cards' picker counts are cached data of a minute already. */
  landing: { sMaxAge: 60, staleWhileRevalidate: 300 },
  /** /rules, /privacy, /contact: text that changes only with a deploy, which starts a new cache. */
  staticPage: { sMaxAge: 3600, staleWhileRevalidate: 86400 },
  /** A league's daily picks and a daily pick: pick shares move within minutes, a report is written hours ahead. */
  dailyPicks: { sMaxAge: 60, staleWhileRevalidate: 600 },
  /** A league board: odds and pick counts move by the minute; a visitor's pick goes through signing in anyway. */
  leagueBoard: { sMaxAge: 30, staleWhileRevalidate: 300 },
  /** A game's page: its odds and pick shares move by the minute, its result once. */
  fixturePage: { sMaxAge: 30, staleWhileRevalidate: 300 },
  /** The leaderboard: points move when games settle, a few times a day. */
  leaderboard: { sMaxAge: 60, staleWhileRevalidate: 600 },
  /** A picker's profile: statistics change when games settle, a few times a day. */
  pickerProfile: { sMaxAge: 60, staleWhileRevalidate: 600 },
} as const satisfies Record<string, PageCacheTimes>;

export type PageCacheFamily = keyof typeof PAGE_CACHE;

/**
 * The bounds of the copies each server keeps in its own memory (lib/security/copy-store.ts): a few hundred pages of
 * 50-300 kB, whichever limit comes first; the copy read longest ago goes first.
 */
export const SERVER_COPY_LIMITS = { maxEntries: 400, maxChars: 48_000_000 } as const;
