// GET /api/pools/join/{code} (what the invite opens) and POST /api/pools/join/{code} (join)
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { clientAddress } from "@/lib/server/net/client-address";
import { previewInvite } from "@/lib/server/pools/find-invite";
import { joinPool } from "@/lib/server/pools/join-pool";

export const GET = route(poolsApi.previewInvite, ({ request, caller, params }) => previewInvite(params.code, caller, clientAddress(request)));

export const POST = route(poolsApi.join, ({ request, caller, params }) => joinPool(caller, params.code, clientAddress(request)));
