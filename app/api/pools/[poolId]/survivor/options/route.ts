// PUT /api/pools/{poolId}/survivor/options
import { handler } from "@/lib/api/handler";
import { poolParams } from "@/lib/contracts/pools";
import { survivorOptionsBody, survivorOptionsSchema } from "@/lib/contracts/survivor";
import { setSurvivorOptions } from "@/lib/server/survivor/set-survivor-options";

export const PUT = handler({ auth: "auth", response: survivorOptionsSchema, params: poolParams, body: survivorOptionsBody }, ({ caller, params, body }) =>
  setSurvivorOptions(caller, params.poolId, body),
);
