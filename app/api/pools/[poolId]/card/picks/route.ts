// PUT /api/pools/{poolId}/card/picks
import { route } from "@/lib/api/handler";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import { makeCardPick } from "@/lib/server/pools/card/make-card-pick";

export const PUT = route(cardPoolsApi.pick, ({ caller, params, body }) => makeCardPick(caller, params.poolId, body));
