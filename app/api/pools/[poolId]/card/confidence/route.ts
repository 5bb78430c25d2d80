// PUT /api/pools/{poolId}/card/confidence
import { route } from "@/lib/api/handler";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import { setCardConfidence } from "@/lib/server/pools/card/set-card-confidence";

export const PUT = route(cardPoolsApi.confidence, ({ caller, params, body }) => setCardConfidence(caller, params.poolId, body));
