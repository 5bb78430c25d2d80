// Answers a share preview image: rendered by next/og with its bundled font (no network), cached for good under its
// own version's URL, briefly under an outdated one, and not-found for a private or missing subject. A members-only
// image (a pool's) is drawn by drawShareImage alone: cached by the member's browser only, revalidated by its version.
import "server-only";
import { ImageResponse } from "next/og";
import type { ReactElement } from "react";
import { isAppError } from "@/lib/errors/app-error";
import { SHARE_IMAGE_SIZE } from "./share-image-size";

const FOREVER = "public, max-age=31536000, immutable";
const BRIEFLY = "public, max-age=60";
/** A members-only image: no shared cache may keep it, and the browser asks again each time (a 304 while unchanged). */
export const MEMBERS_ONLY = "private, no-cache";

/** The image of a subject already loaded, with its version as the ETag: a 304 when the client holds that version. */
export function drawShareImage<T extends { version: string }>(request: Request, subject: T, draw: (subject: T) => ReactElement, cacheControl: string): Response {
  const etag = `"${subject.version}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { etag, "cache-control": cacheControl } });
  return new ImageResponse(draw(subject), { ...SHARE_IMAGE_SIZE, headers: { etag, "cache-control": cacheControl } });
}

export async function shareImageResponse<T extends { version: string }>(
  request: Request,
  askedVersion: string,
  load: () => Promise<T>,
  draw: (subject: T) => ReactElement,
): Promise<Response> {
  let subject: T;
  try {
    subject = await load();
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
    throw error;
  }
  return drawShareImage(request, subject, draw, subject.version === askedVersion ? FOREVER : BRIEFLY);
}
