// POST /api/unsubscribe
import { route } from "@/lib/api/handler";
import { unsubscribeApi } from "@/lib/contracts/unsubscribe";
import { siteOrigin } from "@/lib/settings";
import { unsubscribe } from "@/lib/server/email/unsubscribe";

// RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" (form-encoded, ignored); the signature is the proof.
export const POST = route(unsubscribeApi.unsubscribe, async ({ query }) => {
  const result = await unsubscribe({ userId: query.u, kind: query.k }, query.s);
  if (query.from !== "page") return result;
  const done = new URL("/unsubscribe", siteOrigin());
  done.searchParams.set("done", query.k);
  return Response.redirect(done, 303);
});
