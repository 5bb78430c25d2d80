// GET /api/pools/{poolId}/members
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { listPoolMembers } from "@/lib/server/pools/list-pool-members";

export const GET = route(poolsApi.members, ({ caller, params, query }) => listPoolMembers(caller, params.poolId, query));
