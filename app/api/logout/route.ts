// POST /api/logout
import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { readCallerToken } from "@/lib/server/auth/caller";
import { logOut } from "@/lib/server/auth/log-out";
import { clearedSessionCookies } from "@/lib/server/auth/sessions";

export const POST = handler({ auth: "auth" }, async ({ request }) => {
  // auth mode "auth" has already proved the token live; revoke exactly that one.
  const result = await logOut(readCallerToken(request)!.token);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionCookies()) headers.append("Set-Cookie", cookie);
  return ok(result, { headers });
});
