// GET /parlay/{id}/image/{version}: the parlay's Open Graph and Twitter image (PNG), versioned by its result.
// Drawn for everyone alike (no viewer): a private picker's image is not-found, so no cache ever holds it.
import { ParlayImage } from "@/components/share/ShareImages";
import { getSharedParlay } from "@/lib/server/share/get-shared-parlay";
import { parseShareId } from "@/lib/domain/share-id";
import { shareImageResponse } from "@/lib/server/share/share-image-response";

type Context = { params: Promise<{ id: string; version: string }> };

export async function GET(request: Request, { params }: Context) {
  const { id, version } = await params;
  const number = parseShareId(id);
  if (number === null) return new Response("Not found", { status: 404 });
  return shareImageResponse(request, version, () => getSharedParlay(number), (shared) => <ParlayImage {...shared} />);
}
