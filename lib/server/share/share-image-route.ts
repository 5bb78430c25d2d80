// The GET handler of a share preview image route (/pick/{id}/image/{version}, /parlay/{id}/image/{version}): an id that
// is no share id is not-found before anything is loaded; the rest is shareImageResponse's.
import "server-only";
import type { ReactElement } from "react";
import { parseShareId } from "@/lib/domain/share-id";
import { shareImageResponse } from "./share-image-response";

type Context = { params: Promise<{ id: string; version: string }> };

export function shareImageRoute<T extends { version: string }>(load: (id: number) => Promise<T>, draw: (subject: T) => ReactElement) {
  return async function GET(request: Request, { params }: Context): Promise<Response> {
    const { id, version } = await params;
    const number = parseShareId(id);
    if (number === null) return new Response("Not found", { status: 404 });
    return shareImageResponse(request, version, () => load(number), draw);
  };
}
