// POST /api/follow/{id} and DELETE /api/follow/{id}
import { route } from "@/lib/api/handler";
import { followPicker } from "@/lib/server/social/follow-picker";
import { socialApi } from "@/lib/contracts/social";
import { unfollowPicker } from "@/lib/server/social/unfollow-picker";

export const POST = route(socialApi.follow, ({ caller, params }) => followPicker(caller, params.id));

export const DELETE = route(socialApi.unfollow, ({ caller, params }) => unfollowPicker(caller, params.id));
