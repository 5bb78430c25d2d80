// Who is calling: the caller's shape, and the session token a request carries in its cookie or Authorization header.
import "server-only";
import { isHttps } from "@/lib/settings/auth";

export type Caller = {
  id: string;
  username: string | null;
  verified: boolean;
  role: "USER" | "ADMIN";
};

export type CallerToken = { token: string; source: "bearer" | "cookie" };

/** Auth.js's session cookie names: `__Secure-` prefixed over https. */
export const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;

/** The name Auth.js gives the cookie on this site (Secure exactly when the configured origin is https). */
export function sessionCookieName(secure = isHttps()): string {
  return secure ? SESSION_COOKIES[0] : SESSION_COOKIES[1];
}

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

/** The bearer wins over the cookie, so API clients are never mistaken for a browser session. */
export function readCallerToken(source: Request | Headers): CallerToken | null {
  const headers = "headers" in source ? source.headers : source;
  const authorization = headers.get("authorization");
  if (authorization !== null) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return { token: match?.[1] ?? "", source: "bearer" };
  }
  const cookies = headers.get("cookie");
  for (const name of SESSION_COOKIES) {
    const token = readCookie(cookies, name);
    if (token) return { token, source: "cookie" };
  }
  return null;
}
