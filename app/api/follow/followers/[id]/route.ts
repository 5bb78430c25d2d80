// GET /api/follow/followers/{id} (hybrid: follower lists are public, the follow flags are the caller's)
import { handler } from "@/lib/api/handler";
import { listFollows } from "@/lib/server/social/list-follows";
import { followParams, socialPageQuery } from "@/lib/contracts/social";

export const GET = handler({ auth: "hybrid", params: followParams, query: socialPageQuery }, ({ caller, params, query }) =>
  listFollows(params.id, "followers", query, caller?.id),
);
