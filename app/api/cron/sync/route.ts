// GET /api/cron/sync
import { handler } from "@/lib/api/handler";
import { runScheduledSync } from "@/lib/server/sync/run-scheduled-sync";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

// Vercel Cron calls with GET and `Authorization: Bearer $CRON_SECRET`.
export const GET = handler({ auth: "none" }, ({ request }) => runScheduledSync(request.headers.get("authorization")));
