// The response of a successful link exchange: the stored user (with its bearer token) and the session cookie.
import "server-only";
import { ok } from "@/lib/api/envelope";
import type { SignedIn } from "./redeem-email-link";
import { sessionCookie } from "./sessions";

export function signedInResponse(signedIn: SignedIn): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", sessionCookie(signedIn.session));
  return ok(signedIn.user, { headers });
}
