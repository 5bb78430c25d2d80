// A short, stable key of what a preview image shows: it changes (and so does the image URL) when a result changes.
import crypto from "node:crypto";

export function shareVersion(...parts: unknown[]): string {
  return crypto.createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 12);
}

export const VERSION_PATTERN = /^[A-Za-z0-9_-]{12}$/;
