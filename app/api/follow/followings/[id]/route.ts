// GET /api/follow/followings/{id} (hybrid: following lists are public, the follow flags are the caller's)
import { handler } from "@/lib/api/handler";
import { listFollows } from "@/lib/server/social/list-follows";
import { followParams, pickerSummaryPageSchema, socialPageQuery } from "@/lib/contracts/social";

export const GET = handler({ auth: "hybrid", response: pickerSummaryPageSchema, params: followParams, query: socialPageQuery }, ({ caller, params, query }) =>
  listFollows(params.id, "followings", query, caller?.id),
);
