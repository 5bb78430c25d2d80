// GET /api/picker/{username} (hybrid: profiles are public)
import { handler } from "@/lib/api/handler";
import { pickerProfileSchema } from "@/lib/contracts/pickers";
import { getPickerProfile } from "@/lib/server/pickers/get-picker-profile";
import { pickerUsernameParams } from "@/lib/contracts/params";

export const GET = handler({ auth: "hybrid", response: pickerProfileSchema, params: pickerUsernameParams }, ({ caller, params }) =>
  getPickerProfile(params.username, caller?.id),
);
