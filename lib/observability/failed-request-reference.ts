// Which request a failed page came from, as the browser saw it: the id the proxy sent back in Server-Timing.
import { readRequestId, REQUEST_ID_METRIC } from "./request-id";

type TimedEntry = PerformanceEntry & { serverTiming?: readonly PerformanceServerTiming[] };

const idOf = (entry: TimedEntry) => readRequestId(entry.serverTiming?.find((metric) => metric.name === REQUEST_ID_METRIC)?.description);

/** The document load of this page, or a client navigation's fetch of its RSC payload. */
function isThisPage(entry: PerformanceEntry, here: URL): boolean {
  const url = new URL(entry.name, here);
  if (url.origin !== here.origin || url.pathname !== here.pathname) return false;
  return entry.entryType === "navigation" || url.searchParams.has("_rsc");
}

/** The newest request for the page at `here` that carries an id, or null when none (yet) does. */
export function findRequestReference(entries: readonly PerformanceEntry[], here: URL): string | null {
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index];
    const id = isThisPage(entry, here) ? idOf(entry) : null;
    if (id) return id;
  }
  return null;
}

/**
 * Calls `found` with the failed request's id: at once if the browser has its timing, else when it arrives (an RSC
 * response is listed only once it has finished streaming). Returns the cleanup.
 */
export function watchRequestReference(found: (id: string) => void): () => void {
  if (typeof performance === "undefined" || typeof performance.getEntriesByType !== "function") return () => {};
  const here = new URL(window.location.href);
  const known = findRequestReference([...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")], here);
  if (known) {
    found(known);
    return () => {};
  }
  if (typeof PerformanceObserver === "undefined") return () => {};
  const observer = new PerformanceObserver((list) => {
    const id = findRequestReference(list.getEntries(), here);
    if (id) {
      observer.disconnect();
      found(id);
    }
  });
  observer.observe({ type: "resource", buffered: false });
  return () => observer.disconnect();
}
