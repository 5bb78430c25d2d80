// How the document says who may call: the bearer token and the browser's session cookie, by auth mode.
import type { AuthMode } from "@/lib/contracts/endpoint";
import { sessionCookieName } from "@/lib/server/auth/caller";

export function securitySchemes() {
  return {
    bearerAuth: {
      type: "http" as const,
      scheme: "bearer",
      description: "`Authorization: Bearer <session token>`: the token of a signed-in session. It wins over any cookie.",
    },
    sessionCookie: {
      type: "apiKey" as const,
      in: "cookie",
      name: sessionCookieName(),
      description: "The browser's Auth.js session cookie. Writes made with it must come from the site's own origin.",
    },
  };
}

/**
 * "auth" requires one of the two; "hybrid" lists an empty requirement first, which makes both optional (a visitor
 * gets the public answer); "none" overrides nothing and reads no session at all.
 */
export function securityOf(auth: AuthMode) {
  const signedIn = [{ bearerAuth: [] }, { sessionCookie: [] }];
  if (auth === "auth") return signedIn;
  if (auth === "hybrid") return [{}, ...signedIn];
  return [];
}
