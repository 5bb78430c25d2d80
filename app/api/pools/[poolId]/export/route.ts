// GET /api/pools/{poolId}/export (the season table as CSV, for the owner)
import { handler } from "@/lib/api/handler";
import { poolParams } from "@/lib/contracts/pools";
import { exportSeasonCsv } from "@/lib/server/pools/export-season-csv";

export const GET = handler({ auth: "auth", params: poolParams }, async ({ caller, params }) => {
  const { filename, csv } = await exportSeasonCsv(caller, params.poolId);
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}"`, "cache-control": "private, no-store" },
  });
});
