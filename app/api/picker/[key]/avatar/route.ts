// GET /api/picker/{userId}/avatar?v={hash}
import { handler } from "@/lib/api/handler";
import { pickerKeyUserIdParams } from "@/lib/contracts/params";
import { avatarResponse } from "@/lib/server/avatars/get-avatar";

export const GET = handler({ auth: "none", params: pickerKeyUserIdParams }, ({ params, request }) => avatarResponse(params.userId, request));
