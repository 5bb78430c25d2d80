// GET /api/follow/followers/{id} (hybrid: follower lists are public, the follow flags are the caller's)
import { route } from "@/lib/api/handler";
import { listFollows } from "@/lib/server/social/list-follows";
import { socialApi } from "@/lib/contracts/social";

export const GET = route(socialApi.followers, ({ caller, params, query }) => listFollows(params.id, "followers", query, caller?.id));
