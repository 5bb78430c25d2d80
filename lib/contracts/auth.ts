// Signing up, in and out by e-mailed link: the request bodies and what the account routes answer.
import { z } from "zod";
import { emailSchema } from "@/lib/domain/account-schemas";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";
import { signedOutEverywhereSchema } from "./sign-in-methods";
import { storedUserSchema } from "./users";

export const emailBody = z.object({ email: emailSchema });

// The token alone identifies the link (POST /verify and /login/magic take `token`); an e-mail, if sent, must match.
export const linkBody = z.object({ token: z.string().min(1).max(200), email: emailSchema.optional() });

export const linkSentSchema = z.object({ sent: z.literal(true) });

/** The signed-in user and the session token (for API clients; the browser keeps its cookie and drops the token). */
export const signedInSchema = storedUserSchema.extend({ token: z.string() });

export const loggedOutSchema = z.object({ loggedOut: z.literal(true) });

const jsonBody = ["FORBIDDEN", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"] as const;

// The declared calls.
export const authApi = {
  oauthCallback: endpoint({
    method: "GET",
    path: "/api/auth/callback/{provider}",
    auth: "none",
    summary: "Where Google or GitHub sends the browser back after consent (Auth.js)",
    tag: "auth",
    response: null,
    raw: { status: 302, contentType: "text/html", description: "A redirect into the app, with the session cookie set" },
    errors: ["NOT_FOUND", "FORBIDDEN"],
  }),
  signup: endpoint({ ...methodAndPath(routes.auth.signup), auth: "none", summary: "E-mails a sign-up link", tag: "auth", body: emailBody, response: linkSentSchema, errors: [...jsonBody] }),
  login: endpoint({ ...methodAndPath(routes.auth.login), auth: "none", summary: "E-mails a sign-in link", tag: "auth", body: emailBody, response: linkSentSchema, errors: [...jsonBody, "USER_NOT_FOUND"] }),
  verify: endpoint({ ...methodAndPath(routes.auth.verify), auth: "none", summary: "Redeems a sign-up link: verifies the address and signs in", tag: "auth", body: linkBody, response: signedInSchema, errors: [...jsonBody, "UNAUTHORIZED"] }),
  magicLogin: endpoint({ ...methodAndPath(routes.auth.magicLogin), auth: "none", summary: "Redeems a sign-in link", tag: "auth", body: linkBody, response: signedInSchema, errors: [...jsonBody, "UNAUTHORIZED"] }),
  logout: endpoint({ ...methodAndPath(routes.auth.logout), auth: "auth", summary: "Ends this session", tag: "auth", response: loggedOutSchema, errors: ["UNAUTHORIZED", "FORBIDDEN"] }),
  logoutEverywhere: endpoint({ ...methodAndPath(routes.auth.logoutEverywhere), auth: "auth", summary: "Ends every session of the caller", tag: "auth", response: signedOutEverywhereSchema, errors: ["UNAUTHORIZED", "FORBIDDEN"] }),
};
