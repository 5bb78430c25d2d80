// PUT /api/user
import { route } from "@/lib/api/handler";
import { usersApi } from "@/lib/contracts/users";
import { updateProfile } from "@/lib/server/users/update-profile";

export const PUT = route(usersApi.update, ({ caller, body }) => updateProfile(caller, body));
