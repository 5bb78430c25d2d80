// PUT /api/pools/{poolId}/season
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { setSeasonStart } from "@/lib/server/pools/set-season-start";

export const PUT = route(poolsApi.setSeason, ({ caller, params, body }) => setSeasonStart(caller, params.poolId, body.start));
