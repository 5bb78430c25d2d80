// The one place a picker's picture URL is built: written to User.image on upload, read from there everywhere else.
import "server-only";

/** Served by the picker area; the content hash in the URL lets the picture be cached for ever and busts it on change. */
export function pictureUrl(userId: string, hash: string): string {
  return `/api/picker/${encodeURIComponent(userId)}/avatar?v=${encodeURIComponent(hash)}`;
}
