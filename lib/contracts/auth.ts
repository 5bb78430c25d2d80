// Signing up, in and out by e-mailed link: the request bodies and what the account routes answer.
import { z } from "zod";
import { emailSchema } from "@/lib/domain/account-schemas";
import { endpoint } from "./endpoint";
import { signedOutEverywhereSchema } from "./sign-in-methods";
import { storedUserSchema } from "./users";

export const emailBody = z.object({ email: emailSchema });

// The token alone identifies the link (POST /verify and /login/magic take `token`); an e-mail, if sent, must match.
export const linkBody = z.object({ token: z.string().min(1).max(200), email: emailSchema.optional() });

const linkSentSchema = z.object({ sent: z.literal(true) });

/** The signed-in user and the session token (for API clients; the browser keeps its cookie and drops the token). */
const signedInSchema = storedUserSchema.extend({ token: z.string() });

// The declared calls.
export const authApi = {
  signup: endpoint({ method: "POST", path: "/api/signup", auth: "none", summary: "E-mails a sign-up link", tag: "auth", body: emailBody, response: linkSentSchema, errors: ["VALIDATION_ERROR", "CONFLICT"] }),
  login: endpoint({ method: "POST", path: "/api/login", auth: "none", summary: "E-mails a sign-in link", tag: "auth", body: emailBody, response: linkSentSchema, errors: ["VALIDATION_ERROR", "USER_NOT_FOUND"] }),
  verify: endpoint({ method: "POST", path: "/api/verify", auth: "none", summary: "Redeems a sign-up link: verifies the address and signs in", tag: "auth", body: linkBody, response: signedInSchema, errors: ["UNAUTHORIZED", "VALIDATION_ERROR"] }),
  magicLogin: endpoint({ method: "POST", path: "/api/login/magic", auth: "none", summary: "Redeems a sign-in link", tag: "auth", body: linkBody, response: signedInSchema, errors: ["UNAUTHORIZED", "VALIDATION_ERROR"] }),
  logout: endpoint({ method: "POST", path: "/api/logout", auth: "auth", summary: "Ends this session", tag: "auth", response: z.object({ loggedOut: z.literal(true) }), errors: ["UNAUTHORIZED"] }),
  logoutEverywhere: endpoint({ method: "POST", path: "/api/logout/everywhere", auth: "auth", summary: "Ends every session of the caller", tag: "auth", response: signedOutEverywhereSchema, errors: ["UNAUTHORIZED"] }),
};
