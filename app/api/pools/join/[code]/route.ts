// GET /api/pools/join/{code} (what the invite opens) and POST /api/pools/join/{code} (join)
import { handler } from "@/lib/api/handler";
import { inviteParams, invitePreviewSchema, joinResultSchema } from "@/lib/contracts/pools";
import { clientAddress } from "@/lib/server/net/client-address";
import { previewInvite } from "@/lib/server/pools/find-invite";
import { joinPool } from "@/lib/server/pools/join-pool";

export const GET = handler({ auth: "auth", response: invitePreviewSchema, params: inviteParams }, ({ request, caller, params }) =>
  previewInvite(params.code, caller, clientAddress(request)),
);

export const POST = handler({ auth: "auth", response: joinResultSchema, params: inviteParams }, ({ request, caller, params }) =>
  joinPool(caller, params.code, clientAddress(request)),
);
