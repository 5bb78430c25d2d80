// A card pool's week result as a PNG for its members (the card image route's whole answer, apart from its auth wrapper,
// so a test process without Next's wrapper can draw it): loaded for the caller, drawn by next/og, never kept by a
// shared cache, and a 304 while the member already holds its version.
import { CardWeekImage } from "@/components/share/CardWeekImage";
import type { Caller } from "@/lib/server/auth/caller";
import { getCardWeekShare } from "@/lib/server/pools/card/get-card-week-share";
import { drawShareImage, MEMBERS_ONLY } from "@/lib/server/share/share-image-response";

export async function cardWeekImage(request: Request, caller: Caller, poolId: string, week: string | undefined): Promise<Response> {
  return drawShareImage(request, await getCardWeekShare(caller, poolId, week), (share) => <CardWeekImage {...share} />, MEMBERS_ONLY);
}
