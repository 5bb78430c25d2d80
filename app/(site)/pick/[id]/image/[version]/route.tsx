// GET /pick/{id}/image/{version}: the pick's Open Graph and Twitter image (PNG), versioned by its result.
// Drawn for everyone alike (no viewer): a private picker's image is not-found, so no cache ever holds it.
import { PickImage } from "@/components/share/ShareImages";
import { getSharedPick } from "@/lib/server/share/get-shared-pick";
import { shareImageRoute } from "@/lib/server/share/share-image-route";

export const GET = shareImageRoute(getSharedPick, (shared) => <PickImage {...shared} />);
