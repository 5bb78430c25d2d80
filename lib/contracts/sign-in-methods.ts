// The signed-in picker's ways to sign in (GET /api/user/sign-in-methods), unlinking one (DELETE .../{provider}) and
// signing out everywhere (POST /api/logout/everywhere).
import { z } from "zod";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

export const SIGN_IN_PROVIDERS = ["google", "github"] as const;

export const signInMethodSchema = z.object({
  /** "email": the e-mailed link to the account's address, always there; a provider: a linked Google or GitHub account. */
  id: z.enum(["email", ...SIGN_IN_PROVIDERS]),
  label: z.string(),
  /** Unlinking is allowed while another method remains. */
  removable: z.boolean(),
});
export type SignInMethod = z.infer<typeof signInMethodSchema>;

export const signInMethodsSchema = z.object({ methods: z.array(signInMethodSchema) });
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

export const signInProviderParams = z.object({ provider: z.enum(SIGN_IN_PROVIDERS) });

export const signedOutEverywhereSchema = z.object({ sessionsEnded: z.number().int() });

// The declared calls.
export const signInMethodsApi = {
  list: endpoint({ method: "GET", path: "/api/user/sign-in-methods", auth: "auth", summary: "The caller's ways to sign in", tag: "users", response: signInMethodsSchema, errors: ["UNAUTHORIZED"] }),
  unlink: endpoint({ ...methodAndPath(routes.signInMethods.unlink), auth: "auth", summary: "Unlinks a Google or GitHub account", tag: "users", params: signInProviderParams, response: signInMethodsSchema, errors: ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR", "CONFLICT"] }),
};
