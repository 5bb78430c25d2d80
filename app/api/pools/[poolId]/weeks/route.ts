// GET /api/pools/{poolId}/weeks
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { listPoolWeeks } from "@/lib/server/pools/list-pool-weeks";

export const GET = route(poolsApi.weeks, ({ caller, params }) => listPoolWeeks(caller, params.poolId));
