// GET /api/pools/{poolId}/picks
import { handler } from "@/lib/api/handler";
import { poolParams, poolPickPageSchema, poolPicksQuery } from "@/lib/contracts/pools";
import { listPoolPicks } from "@/lib/server/pools/list-pool-picks";

export const GET = handler({ auth: "auth", response: poolPickPageSchema, params: poolParams, query: poolPicksQuery }, ({ caller, params, query }) =>
  listPoolPicks(caller, params.poolId, query),
);
