// GET /api/pools/{poolId}/export (the season table as CSV, for the owner)
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { exportSeasonCsv } from "@/lib/server/pools/export-season-csv";

export const GET = route(poolsApi.export, async ({ caller, params }) => {
  const { filename, csv } = await exportSeasonCsv(caller, params.poolId);
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "private, no-store" },
  });
});
