// The browser's own time zone, for showing times in the viewer's zone.

let cached: string | undefined;

/**
 * Read at most once per task: the zone is only known by building an Intl.DateTimeFormat, which costs about a
 * millisecond on a phone, and a board renders dozens of game times in one hydration pass. Forgotten once the task
 * ends, so a zone that changes later (a laptop that travelled, a test that moves the viewer) is read afresh.
 */
export function viewerTimeZone(): string | undefined {
  if (cached === undefined) {
    cached = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
    queueMicrotask(() => {
      cached = undefined;
    });
  }
  return cached || undefined;
}
