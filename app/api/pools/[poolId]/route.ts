// GET /api/pools/{poolId}, PUT /api/pools/{poolId} and DELETE /api/pools/{poolId}
import { handler } from "@/lib/api/handler";
import { poolDeletedSchema, poolDetailSchema, poolParams, updatePoolBody } from "@/lib/contracts/pools";
import { deletePool } from "@/lib/server/pools/delete-pool";
import { getPool } from "@/lib/server/pools/get-pool";
import { updatePool } from "@/lib/server/pools/update-pool";

export const GET = handler({ auth: "auth", response: poolDetailSchema, params: poolParams }, ({ caller, params }) => getPool(caller, params.poolId));

export const PUT = handler({ auth: "auth", response: poolDetailSchema, params: poolParams, body: updatePoolBody }, ({ caller, params, body }) =>
  updatePool(caller, params.poolId, body),
);

export const DELETE = handler({ auth: "auth", response: poolDeletedSchema, params: poolParams }, ({ caller, params }) => deletePool(caller, params.poolId));
