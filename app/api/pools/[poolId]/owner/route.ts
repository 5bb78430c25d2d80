// PUT /api/pools/{poolId}/owner
import { handler } from "@/lib/api/handler";
import { poolDetailSchema, poolParams, transferOwnershipBody } from "@/lib/contracts/pools";
import { transferOwnership } from "@/lib/server/pools/transfer-ownership";

export const PUT = handler({ auth: "auth", response: poolDetailSchema, params: poolParams, body: transferOwnershipBody }, ({ caller, params, body }) =>
  transferOwnership(caller, params.poolId, body.userId),
);
