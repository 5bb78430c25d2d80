// GET /api/health
import { handler } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { checkHealth } from "@/lib/server/health/check-health";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "none" }, async () => {
  const health = await checkHealth();
  return ok(health, { status: health.database === "up" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
