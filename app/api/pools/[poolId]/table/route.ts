// GET /api/pools/{poolId}/table?table=season|YYYY-MM-DD
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { getPoolTable } from "@/lib/server/pools/get-pool-table";

export const GET = route(poolsApi.table, ({ caller, params, query }) => getPoolTable(caller, params.poolId, query));
