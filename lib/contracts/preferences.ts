// The picker's own preferences (privacy and opt-in e-mail): the response shape and the change a PUT accepts.
import { z } from "zod";

export const preferencesSchema = z.object({
  /** Profile, pick and parlay pages answer not-found to everyone else; boards keep the rank without a link. */
  private: z.boolean(),
  /** The game-day reminder: at most one a day, before the first game of the picker's leagues. */
  emailReminder: z.boolean(),
});

export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesChangeSchema = preferencesSchema
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: "Send at least one preference" });

export type PreferencesChange = z.infer<typeof preferencesChangeSchema>;
