// GET /api/pools/{poolId}/export (for the owner: a pick'em pool's season table, a card pool's season or week, as CSV)
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { exportPoolCsv } from "@/lib/server/pools/export-pool-csv";

export const GET = route(poolsApi.export, async ({ caller, params, query }) => {
  const { filename, csv } = await exportPoolCsv(caller, params.poolId, query.week);
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "private, no-store" },
  });
});
