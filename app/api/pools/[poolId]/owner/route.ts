// PUT /api/pools/{poolId}/owner
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { transferOwnership } from "@/lib/server/pools/transfer-ownership";

export const PUT = route(poolsApi.transferOwnership, ({ caller, params, body }) => transferOwnership(caller, params.poolId, body.userId));
