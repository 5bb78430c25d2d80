// PUT /api/user
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { bioSchema, usernameSchema } from "@/lib/domain/account-schemas";
import { updateProfile } from "@/lib/server/users/update-profile";

const body = z
  .object({ username: usernameSchema.optional(), bio: bioSchema.optional() })
  .strict()
  .refine((change) => change.username !== undefined || change.bio !== undefined, { message: "Send a username or a bio" });

export const PUT = handler({ auth: "auth", body }, ({ caller, body }) => updateProfile(caller, body));
