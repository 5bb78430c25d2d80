// GET /api/picker/{username} (hybrid: profiles are public)
import { route } from "@/lib/api/handler";
import { pickersApi } from "@/lib/contracts/pickers";
import { getPickerProfile } from "@/lib/server/pickers/get-picker-profile";

export const GET = route(pickersApi.profile, ({ caller, params }) => getPickerProfile(params.username, caller?.id));
