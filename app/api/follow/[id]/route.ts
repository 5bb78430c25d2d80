// POST /api/follow/{id} and DELETE /api/follow/{id}
import { handler } from "@/lib/api/handler";
import { followPicker } from "@/lib/server/social/follow-picker";
import { followParams, followStateSchema } from "@/lib/contracts/social";
import { unfollowPicker } from "@/lib/server/social/unfollow-picker";

export const POST = handler({ auth: "auth", response: followStateSchema, params: followParams }, ({ caller, params }) => followPicker(caller, params.id));

export const DELETE = handler({ auth: "auth", response: followStateSchema, params: followParams }, ({ caller, params }) => unfollowPicker(caller, params.id));
