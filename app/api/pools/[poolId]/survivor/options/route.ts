// PUT /api/pools/{poolId}/survivor/options
import { route } from "@/lib/api/handler";
import { survivorApi } from "@/lib/contracts/survivor";
import { setSurvivorOptions } from "@/lib/server/survivor/set-survivor-options";

export const PUT = route(survivorApi.setOptions, ({ caller, params, body }) => setSurvivorOptions(caller, params.poolId, body));
