// The signed one-click unsubscribe link's query (picker, e-mail kind, signature) and what the endpoint answers.
import { z } from "zod";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

/** The opt-in e-mails a signed link can turn off: each message's link turns off its own kind. */
export const EMAIL_KINDS = ["reminder", "digest"] as const;
export type EmailKindName = (typeof EMAIL_KINDS)[number];

export const unsubscribeQuerySchema = z.object({
  u: z.string().min(1).max(64),
  k: z.enum(EMAIL_KINDS),
  s: z.string().min(1).max(128),
  /** Set by the confirmation page's form: answer with a redirect back to it instead of JSON. */
  from: z.literal("page").optional(),
});

export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

export const unsubscribeResultSchema = z.object({ unsubscribed: z.enum(EMAIL_KINDS) });

// The declared calls.
export const unsubscribeApi = {
  unsubscribe: endpoint({
    ...methodAndPath(routes.unsubscribe.unsubscribe),
    auth: "none",
    summary: "Turns off one kind of e-mail through its signed link (from=page answers with a redirect to the confirmation page)",
    tag: "users",
    query: unsubscribeQuerySchema,
    response: unsubscribeResultSchema,
    errors: ["FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
};
