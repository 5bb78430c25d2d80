// The signed one-click unsubscribe link's query (picker, e-mail kind, signature) and what the endpoint answers.
import { z } from "zod";

export const unsubscribeQuerySchema = z.object({
  u: z.string().min(1).max(64),
  k: z.enum(["reminder"]),
  s: z.string().min(1).max(128),
  /** Set by the confirmation page's form: answer with a redirect back to it instead of JSON. */
  from: z.literal("page").optional(),
});

export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

export const unsubscribeResultSchema = z.object({ unsubscribed: z.enum(["reminder"]) });
