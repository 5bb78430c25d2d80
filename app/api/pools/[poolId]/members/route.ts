// GET /api/pools/{poolId}/members
import { handler } from "@/lib/api/handler";
import { poolMemberPageSchema, poolMembersQuery, poolParams } from "@/lib/contracts/pools";
import { listPoolMembers } from "@/lib/server/pools/list-pool-members";

export const GET = handler({ auth: "auth", response: poolMemberPageSchema, params: poolParams, query: poolMembersQuery }, ({ caller, params, query }) =>
  listPoolMembers(caller, params.poolId, query),
);
