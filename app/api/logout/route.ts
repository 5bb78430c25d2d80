// POST /api/logout
import { conform } from "@/lib/api/conform";
import { ok } from "@/lib/api/envelope";
import { route } from "@/lib/api/handler";
import { authApi } from "@/lib/contracts/auth";
import { readCallerToken } from "@/lib/server/auth/caller";
import { logOut } from "@/lib/server/auth/log-out";
import { clearedSessionCookies } from "@/lib/server/auth/sessions";

export const POST = route(authApi.logout, async ({ request }) => {
  // auth mode "auth" has already proved the token live; revoke exactly that one.
  const result = await logOut(readCallerToken(request)!.token);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionCookies()) headers.append("Set-Cookie", cookie);
  // The cookies make this a Response of its own, which the builder sends unchecked: check the payload here.
  return ok(conform(authApi.logout.response, result), { headers });
});
