// GET and POST /api/pools/{poolId}/card/season
import { route } from "@/lib/api/handler";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import { getCardSeason } from "@/lib/server/pools/card/get-card-season";
import { startNextCardSeason } from "@/lib/server/pools/card/start-next-card-season";

export const dynamic = "force-dynamic";

export const GET = route(cardPoolsApi.season, ({ caller, params }) => getCardSeason(caller, params.poolId));

export const POST = route(cardPoolsApi.nextSeason, ({ caller, params, body }) => startNextCardSeason(caller, params.poolId, body.seasonEnd));
