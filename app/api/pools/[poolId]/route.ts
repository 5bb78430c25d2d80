// GET /api/pools/{poolId}, PUT /api/pools/{poolId} and DELETE /api/pools/{poolId}
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { deletePool } from "@/lib/server/pools/delete-pool";
import { getPool } from "@/lib/server/pools/get-pool";
import { updatePool } from "@/lib/server/pools/update-pool";

export const GET = route(poolsApi.get, ({ caller, params }) => getPool(caller, params.poolId));

export const PUT = route(poolsApi.update, ({ caller, params, body }) => updatePool(caller, params.poolId, body));

export const DELETE = route(poolsApi.remove, ({ caller, params }) => deletePool(caller, params.poolId));
