// POST /api/pools/{poolId}/invite (a new link) and DELETE /api/pools/{poolId}/invite (no link)
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { regenerateInvite, turnOffInvite } from "@/lib/server/pools/manage-invite";

export const POST = route(poolsApi.newInvite, ({ caller, params }) => regenerateInvite(caller, params.poolId));

export const DELETE = route(poolsApi.closeInvite, ({ caller, params }) => turnOffInvite(caller, params.poolId));
