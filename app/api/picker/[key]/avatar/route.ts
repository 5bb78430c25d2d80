// GET /api/picker/{userId}/avatar?v={hash}
import { route } from "@/lib/api/handler";
import { pickersApi } from "@/lib/contracts/pickers";
import { avatarResponse } from "@/lib/server/avatars/get-avatar";

export const GET = route(pickersApi.avatar, ({ params, request }) => avatarResponse(params.userId, request));
