// GET /api/picker/{username} (hybrid: profiles are public; the folder is [key] because /api/picker/{userId}/... shares it)
import { handler } from "@/lib/api/handler";
import { getPickerProfile } from "@/lib/server/pickers/get-picker-profile";
import { usernameParams } from "@/lib/server/social/schemas";

export const GET = handler({ auth: "hybrid", params: usernameParams }, ({ caller, params }) => getPickerProfile(params.key, caller?.id));
