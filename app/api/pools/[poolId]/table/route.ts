// GET /api/pools/{poolId}/table?table=season|YYYY-MM-DD
import { handler } from "@/lib/api/handler";
import { poolParams, poolTableQuery, poolTableSchema } from "@/lib/contracts/pools";
import { getPoolTable } from "@/lib/server/pools/get-pool-table";

export const GET = handler({ auth: "auth", response: poolTableSchema, params: poolParams, query: poolTableQuery }, ({ caller, params, query }) =>
  getPoolTable(caller, params.poolId, query),
);
