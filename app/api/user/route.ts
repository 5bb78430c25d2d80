// PUT /api/user
import { handler } from "@/lib/api/handler";
import { profileChangeBody, storedUserSchema } from "@/lib/contracts/users";
import { updateProfile } from "@/lib/server/users/update-profile";

export const PUT = handler({ auth: "auth", response: storedUserSchema, body: profileChangeBody }, ({ caller, body }) => updateProfile(caller, body));
