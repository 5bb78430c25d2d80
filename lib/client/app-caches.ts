// The browser's Cache Storage of this origin, filled by the service worker (public/sw.js).

/**
 * Deletes every cache of this origin. Run at sign-out: the worker keeps nothing personal, and emptying everything
 * keeps it that way even if a later change caches more than it should.
 */
export async function clearAppCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Storage refused (private mode, insecure origin): there is nothing to clear.
  }
}
