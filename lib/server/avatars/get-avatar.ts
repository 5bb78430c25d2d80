// Serves a picker's stored picture: immutable for a year when the URL carries its hash, revalidated by ETag otherwise.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";

export async function avatarResponse(userId: string, request: Request): Promise<Response> {
  const avatar = await db.avatar.findUnique({ where: { userId }, select: { data: true, contentType: true, hash: true } });
  if (!avatar) throw new AppError("NOT_FOUND", { message: "This picker has no picture" });
  const etag = `"${avatar.hash}"`;
  const versioned = new URL(request.url).searchParams.get("v") === avatar.hash;
  const headers = {
    ETag: etag,
    // The same bytes for everyone, so the CDN keeps them as long as a browser does (s-maxage: Vercel's CDN stores nothing without it).
    "Cache-Control": versioned ? "public, max-age=31536000, s-maxage=31536000, immutable" : "public, max-age=60, s-maxage=60, must-revalidate",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(avatar.data), { headers: { ...headers, "Content-Type": avatar.contentType } });
}
