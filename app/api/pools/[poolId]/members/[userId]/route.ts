// DELETE /api/pools/{poolId}/members/{userId}: the owner removes a member; a member's own id leaves the pool
import { handler } from "@/lib/api/handler";
import { memberRemovedSchema, poolMemberParams } from "@/lib/contracts/pools";
import { removeMember } from "@/lib/server/pools/remove-member";

export const DELETE = handler({ auth: "auth", response: memberRemovedSchema, params: poolMemberParams }, ({ caller, params }) =>
  removeMember(caller, params.poolId, params.userId),
);
