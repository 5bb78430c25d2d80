// PUT /api/pools/{poolId}/survivor/pick
import { handler } from "@/lib/api/handler";
import { poolParams } from "@/lib/contracts/pools";
import { survivorPickBody, survivorPickResultSchema } from "@/lib/contracts/survivor";
import { makeSurvivorPick } from "@/lib/server/survivor/make-survivor-pick";

export const PUT = handler({ auth: "auth", response: survivorPickResultSchema, params: poolParams, body: survivorPickBody }, ({ caller, params, body }) =>
  makeSurvivorPick(caller, params.poolId, body),
);
