// GET /api/follow/followings/{id} (hybrid: following lists are public, the follow flags are the caller's)
import { handler } from "@/lib/api/handler";
import { listFollows } from "@/lib/server/social/list-follows";
import { pageQuery } from "@/lib/server/social/pagination";
import { userIdParams } from "@/lib/server/social/schemas";

export const GET = handler({ auth: "hybrid", params: userIdParams, query: pageQuery }, ({ caller, params, query }) =>
  listFollows(params.id, "followings", query, caller?.id),
);
