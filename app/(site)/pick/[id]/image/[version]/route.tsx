// GET /pick/{id}/image/{version}: the pick's Open Graph and Twitter image (PNG), versioned by its result.
// Drawn for everyone alike (no viewer): a private picker's image is not-found, so no cache ever holds it.
import { PickImage } from "@/components/share/ShareImages";
import { getSharedPick } from "@/lib/server/share/get-shared-pick";
import { parseShareId } from "@/lib/domain/share-id";
import { shareImageResponse } from "@/lib/server/share/share-image-response";

type Context = { params: Promise<{ id: string; version: string }> };

export async function GET(request: Request, { params }: Context) {
  const { id, version } = await params;
  const number = parseShareId(id);
  if (number === null) return new Response("Not found", { status: 404 });
  return shareImageResponse(request, version, () => getSharedPick(number), (shared) => <PickImage {...shared} />);
}
