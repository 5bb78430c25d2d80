// GET /api/pools/{poolId}/pending
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { listPendingPickers } from "@/lib/server/pools/list-pending-pickers";

export const GET = route(poolsApi.pending, ({ caller, params }) => listPendingPickers(caller, params.poolId));
