// A small store of shared copies kept in the server's own memory, as a shared cache keeps them: fresh for s-maxage
// seconds, then served stale for stale-while-revalidate seconds while one fetch in the background replaces it, then
// fetched again before answering. Bounded in entries and in characters: the oldest-read copy goes first. Concurrent
// requests for a copy being fetched wait on that one fetch instead of starting their own.

export type CopyState = "HIT" | "STALE" | "MISS";
export type CopyTimes = { sMaxAge: number; staleWhileRevalidate: number };

type Options<T> = {
  maxEntries: number;
  maxChars: number;
  /** The characters a copy takes (what maxChars bounds). */
  sizeOf: (copy: T) => number;
  /** Whether a fetched copy may be kept (an error or a redirect is answered once, never kept). */
  keepable: (copy: T) => boolean;
  /**
   * Whether a fetched copy is a failed render: it leaves a stale copy in place, as a fetch that throws does, so a
   * spell of failures serves visitors the last good page. Any other unkept copy (a page gone) removes the stale one.
   */
  failed?: (copy: T) => boolean;
  now?: () => number;
};

type Entry<T> = { copy: T; storedAt: number; size: number };

export type CopyStore<T> = {
  /** The copy under `key`, fetched by `load` when there is none fresh or stale enough, and how it was found. */
  read: (key: string, times: CopyTimes, load: () => Promise<T>) => Promise<{ copy: T; state: CopyState }>;
  /** How many copies and characters are kept. */
  size: () => { entries: number; chars: number };
};

export function copyStore<T>({ maxEntries, maxChars, sizeOf, keepable, failed = () => false, now = Date.now }: Options<T>): CopyStore<T> {
  // A Map iterates in insertion order: re-inserting on each read keeps the oldest-read copy first.
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T>>();
  let chars = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= entry.size;
    entries.delete(key);
  };

  const keep = (key: string, copy: T) => {
    if (failed(copy)) return;
    remove(key);
    const size = sizeOf(copy);
    if (!keepable(copy) || size > maxChars) return;
    entries.set(key, { copy, storedAt: now(), size });
    chars += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && chars <= maxChars) break;
      remove(oldest);
    }
  };

  const fetchOnce = (key: string, load: () => Promise<T>): Promise<T> => {
    const pending = loading.get(key);
    if (pending) return pending;
    const fetched = load()
      .then((copy) => {
        keep(key, copy);
        return copy;
      })
      .finally(() => loading.delete(key));
    loading.set(key, fetched);
    return fetched;
  };

  return {
    async read(key, { sMaxAge, staleWhileRevalidate }, load) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age < sMaxAge * 1000) {
        entries.delete(key);
        entries.set(key, entry);
        return { copy: entry.copy, state: "HIT" };
      }
      if (entry && age < (sMaxAge + staleWhileRevalidate) * 1000) {
        // A failed refresh keeps the stale copy for the next reader, who tries again.
        fetchOnce(key, load).catch(() => undefined);
        return { copy: entry.copy, state: "STALE" };
      }
      return { copy: await fetchOnce(key, load), state: "MISS" };
    },
    size: () => ({ entries: entries.size, chars }),
  };
}
