// PUT /api/pools/{poolId}/season
import { handler } from "@/lib/api/handler";
import { poolDetailSchema, poolParams, seasonStartBody } from "@/lib/contracts/pools";
import { setSeasonStart } from "@/lib/server/pools/set-season-start";

export const PUT = handler({ auth: "auth", response: poolDetailSchema, params: poolParams, body: seasonStartBody }, ({ caller, params, body }) =>
  setSeasonStart(caller, params.poolId, body.start),
);
