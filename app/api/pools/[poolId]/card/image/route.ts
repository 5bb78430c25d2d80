// GET /api/pools/{poolId}/card/image (a card pool's week result as a PNG to share, for its members)
import { route } from "@/lib/api/handler";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import { cardWeekImage } from "./card-week-image";

export const GET = route(cardPoolsApi.image, ({ caller, params, query, request }) => cardWeekImage(request, caller, params.poolId, query.week));
