// PUT /api/pools/{poolId}/card/tiebreak
import { route } from "@/lib/api/handler";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import { setCardTiebreak } from "@/lib/server/pools/card/set-card-tiebreak";

export const PUT = route(cardPoolsApi.tiebreak, ({ caller, params, body }) => setCardTiebreak(caller, params.poolId, body));
