// GET /api/pools/{poolId}/picks
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { listPoolPicks } from "@/lib/server/pools/list-pool-picks";

export const GET = route(poolsApi.picks, ({ caller, params, query }) => listPoolPicks(caller, params.poolId, query));
