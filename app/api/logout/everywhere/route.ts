// POST /api/logout/everywhere
import { conform } from "@/lib/api/conform";
import { ok } from "@/lib/api/envelope";
import { route } from "@/lib/api/handler";
import { authApi } from "@/lib/contracts/auth";
import { revokeAllSessions, clearedSessionCookies } from "@/lib/server/auth/sessions";

export const POST = route(authApi.logoutEverywhere, async ({ caller }) => {
  // Every session of the picker at once: this browser's, other devices' and every bearer token handed to API clients.
  const sessionsEnded = await revokeAllSessions(caller.id);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionCookies()) headers.append("Set-Cookie", cookie);
  return ok(conform(authApi.logoutEverywhere.response, { sessionsEnded }), { headers });
});
