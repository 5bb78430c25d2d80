// The picker's own preferences (privacy, hidden pending picks and opt-in e-mail): the response shape and the change a PUT accepts.
import { z } from "zod";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

export const preferencesSchema = z.object({
  /** Profile, pick and parlay pages answer not-found to everyone else; boards keep the rank without a link. */
  private: z.boolean(),
  /** Until its game starts, each pick shows everyone else only "Picked ✓": no side, market, line, price or parlay legs. */
  hidePendingPicks: z.boolean(),
  /** The game-day reminder: at most one a day, before the first game of the picker's leagues. */
  emailReminder: z.boolean(),
  /** The weekly digest: the week's points, rank movement and best picks, once a week after it ends. */
  emailDigest: z.boolean(),
});

export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesChangeSchema = preferencesSchema
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: "Send at least one preference" });

export type PreferencesChange = z.infer<typeof preferencesChangeSchema>;

// The declared calls.
export const preferencesApi = {
  get: endpoint({ method: "GET", path: "/api/user/preferences", auth: "auth", summary: "The caller's preferences", tag: "preferences", response: preferencesSchema, errors: ["UNAUTHORIZED", "NOT_FOUND"] }),
  update: endpoint({
    ...methodAndPath(routes.preferences.update),
    auth: "auth",
    summary: "Changes some of the caller's preferences",
    tag: "preferences",
    body: preferencesChangeSchema,
    response: preferencesSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
};
