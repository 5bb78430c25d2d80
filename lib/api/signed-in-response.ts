// The response of a successful link exchange: the stored user (with its bearer token) and the session cookie.
import "server-only";
import { conform } from "@/lib/api/conform";
import { ok } from "./envelope";
import { signedInSchema } from "@/lib/contracts/auth";
import type { SignedIn } from "@/lib/server/auth/redeem-email-link";
import { sessionCookie } from "@/lib/server/auth/sessions";

export function signedInResponse(signedIn: SignedIn): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", sessionCookie(signedIn.session));
  // A Response of its own (the cookie), which the route builder sends unchecked: the payload is held to its contract here.
  return ok(conform(signedInSchema, signedIn.user), { headers });
}
