// GET /api/follow/followings/{id} (hybrid: following lists are public, the follow flags are the caller's)
import { route } from "@/lib/api/handler";
import { listFollows } from "@/lib/server/social/list-follows";
import { socialApi } from "@/lib/contracts/social";

export const GET = route(socialApi.followings, ({ caller, params, query }) => listFollows(params.id, "followings", query, caller?.id));
