// GET /api/pools/{poolId}/card
import { route } from "@/lib/api/handler";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import { getCardWeek } from "@/lib/server/pools/card/get-card-week";

export const dynamic = "force-dynamic";

export const GET = route(cardPoolsApi.card, ({ caller, params, query }) => getCardWeek(caller, params.poolId, query.week));
