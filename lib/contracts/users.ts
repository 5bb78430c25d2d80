// The signed-in user: the stored user (GET /user/me, sign-in, profile changes), a profile change and what the header shows.
import { z } from "zod";
import { bioSchema, usernameSchema } from "@/lib/domain/account-schemas";

export const storedUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  verified: z.boolean(),
  role: z.enum(["USER", "ADMIN"]),
  bio: z.string().nullable(),
  profilePictureURL: z.string().nullable(),
  /** Ids of the pickers this user follows (bounded). */
  followed: z.array(z.string()),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/** `pendingEmail`: the address still to verify, for resending its link; null once verified (the header never shows it then). */
export const shellUserSchema = z.object({
  username: z.string().nullable(),
  verified: z.boolean(),
  picture: z.string().nullable(),
  pendingEmail: z.string().nullable(),
});
export type ShellUser = z.infer<typeof shellUserSchema>;

export const shellStateSchema = z.object({ user: shellUserSchema.nullable(), unreadCount: z.number().int() });
export type ShellState = z.infer<typeof shellStateSchema>;

/** PUT /user: a new username, a new bio, or both. */
export const profileChangeBody = z
  .object({ username: usernameSchema.optional(), bio: bioSchema.optional() })
  .strict()
  .refine((change) => change.username !== undefined || change.bio !== undefined, { message: "Send a username or a bio" });
