// The signed-in user: the stored user (GET /user/me, sign-in, profile changes), a profile change and what the header shows.
import { z } from "zod";
import { bioSchema, usernameSchema } from "@/lib/domain/account-schemas";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

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

// The declared calls.
export const usersApi = {
  me: endpoint({ ...methodAndPath(routes.users.me), auth: "auth", summary: "The signed-in user", tag: "users", response: storedUserSchema, errors: ["UNAUTHORIZED"] }),
  shell: endpoint({ ...methodAndPath(routes.users.shell), auth: "hybrid", summary: "What the header shows the caller", tag: "users", response: shellStateSchema, errors: ["UNAUTHORIZED"] }),
  update: endpoint({
    ...methodAndPath(routes.users.update),
    auth: "auth",
    summary: "Changes the caller's nickname or bio",
    tag: "users",
    body: profileChangeBody,
    response: storedUserSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "CONFLICT", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
  uploadPicture: endpoint({
    ...methodAndPath(routes.users.uploadPicture),
    auth: "auth",
    summary: "Replaces the caller's profile picture (the image as multipart form data or a JSON data URL, up to 5 MB)",
    tag: "users",
    response: storedUserSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
};
