// POST /api/logout/everywhere
import { ok } from "@/lib/api/envelope";
import { handler } from "@/lib/api/handler";
import { revokeAllSessions, clearedSessionCookies } from "@/lib/server/auth/sessions";

export const POST = handler({ auth: "auth" }, async ({ caller }) => {
  // Every session of the picker at once: this browser's, other devices' and every bearer token handed to API clients.
  const sessionsEnded = await revokeAllSessions(caller.id);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearedSessionCookies()) headers.append("Set-Cookie", cookie);
  return ok({ sessionsEnded }, { headers });
});
