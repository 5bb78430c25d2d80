// PUT /api/pools/{poolId}/survivor/pick
import { route } from "@/lib/api/handler";
import { survivorApi } from "@/lib/contracts/survivor";
import { makeSurvivorPick } from "@/lib/server/survivor/make-survivor-pick";

export const PUT = route(survivorApi.pick, ({ caller, params, body }) => makeSurvivorPick(caller, params.poolId, body));
