// DELETE /api/pools/{poolId}/members/{userId}: the owner removes a member; a member's own id leaves the pool
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { removeMember } from "@/lib/server/pools/remove-member";

export const DELETE = route(poolsApi.removeMember, ({ caller, params }) => removeMember(caller, params.poolId, params.userId));
