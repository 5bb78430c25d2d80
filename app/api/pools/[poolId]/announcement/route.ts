// PUT /api/pools/{poolId}/announcement and DELETE /api/pools/{poolId}/announcement
import { handler } from "@/lib/api/handler";
import { announcementBody, announcementSchema, poolParams } from "@/lib/contracts/pools";
import { clearAnnouncement, postAnnouncement } from "@/lib/server/pools/post-announcement";

export const PUT = handler({ auth: "auth", response: announcementSchema, params: poolParams, body: announcementBody }, ({ caller, params, body }) =>
  postAnnouncement(caller, params.poolId, body.text),
);

export const DELETE = handler({ auth: "auth", response: announcementSchema, params: poolParams }, ({ caller, params }) => clearAnnouncement(caller, params.poolId));
