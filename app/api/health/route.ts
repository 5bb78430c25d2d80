// GET /api/health
import { conform } from "@/lib/api/conform";
import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { systemApi } from "@/lib/contracts/system";
import { checkHealth } from "@/lib/server/health/check-health";

export const dynamic = "force-dynamic";

export const GET = route(systemApi.health, async () => {
  const health = await checkHealth();
  const up = health.database === "up";
  // Down is a 503 like any request during an outage: with the Retry-After the API gives for a database it cannot reach.
  return ok(conform(systemApi.health.response, health), { status: up ? 200 : 503, headers: { "Cache-Control": "no-store", ...(up ? {} : { "Retry-After": "5" }) } });
});
