// PUT /api/pools/{poolId}/announcement and DELETE /api/pools/{poolId}/announcement
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { clearAnnouncement, postAnnouncement } from "@/lib/server/pools/post-announcement";

export const PUT = route(poolsApi.announce, ({ caller, params, body }) => postAnnouncement(caller, params.poolId, body.text));

export const DELETE = route(poolsApi.clearAnnouncement, ({ caller, params }) => clearAnnouncement(caller, params.poolId));
