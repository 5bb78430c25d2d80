// GET /api/cron/sync
import { route } from "@/lib/api/handler";
import { systemApi } from "@/lib/contracts/system";
import { runScheduledSync } from "@/lib/server/sync/run-scheduled-sync";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

// Vercel Cron calls with GET and `Authorization: Bearer $CRON_SECRET`.
export const GET = route(systemApi.cronSync, ({ request }) => runScheduledSync(request.headers.get("authorization")));
