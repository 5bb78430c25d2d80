// POST /api/pools/{poolId}/invite (a new link) and DELETE /api/pools/{poolId}/invite (no link)
import { handler } from "@/lib/api/handler";
import { inviteLinkSchema, poolParams } from "@/lib/contracts/pools";
import { regenerateInvite, turnOffInvite } from "@/lib/server/pools/manage-invite";

export const POST = handler({ auth: "auth", response: inviteLinkSchema, params: poolParams }, ({ caller, params }) => regenerateInvite(caller, params.poolId));

export const DELETE = handler({ auth: "auth", response: inviteLinkSchema, params: poolParams }, ({ caller, params }) => turnOffInvite(caller, params.poolId));
