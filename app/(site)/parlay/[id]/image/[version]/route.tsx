// GET /parlay/{id}/image/{version}: the parlay's Open Graph and Twitter image (PNG), versioned by its result.
// Drawn for everyone alike (no viewer): a private picker's image is not-found, so no cache ever holds it.
import { ParlayImage } from "@/components/share/ShareImages";
import { getSharedParlay } from "@/lib/server/share/get-shared-parlay";
import { shareImageRoute } from "@/lib/server/share/share-image-route";

export const GET = shareImageRoute(getSharedParlay, (shared) => <ParlayImage {...shared} />);
