// GET /api/pools/{poolId}/pending
import { handler } from "@/lib/api/handler";
import { pendingPickersSchema, poolParams } from "@/lib/contracts/pools";
import { listPendingPickers } from "@/lib/server/pools/list-pending-pickers";

export const GET = handler({ auth: "auth", response: pendingPickersSchema, params: poolParams }, ({ caller, params }) => listPendingPickers(caller, params.poolId));
