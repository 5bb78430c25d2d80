// DELETE /api/pools/{poolId}/card/picks/{fixtureId}
import { route } from "@/lib/api/handler";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import { clearCardPick } from "@/lib/server/pools/card/clear-card-pick";

export const DELETE = route(cardPoolsApi.clearPick, ({ caller, params }) => clearCardPick(caller, params.poolId, params.fixtureId));
