// POST /api/follow/{id} and DELETE /api/follow/{id}
import { handler } from "@/lib/api/handler";
import { followPicker } from "@/lib/server/social/follow-picker";
import { userIdParams } from "@/lib/server/social/schemas";
import { unfollowPicker } from "@/lib/server/social/unfollow-picker";

export const POST = handler({ auth: "auth", params: userIdParams }, ({ caller, params }) => followPicker(caller, params.id));

export const DELETE = handler({ auth: "auth", params: userIdParams }, ({ caller, params }) => unfollowPicker(caller, params.id));
