// GET /api/pools/{poolId}/card/grid
import { route } from "@/lib/api/handler";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import { getCardGrid } from "@/lib/server/pools/card/get-card-grid";

export const dynamic = "force-dynamic";

export const GET = route(cardPoolsApi.grid, ({ caller, params, query }) => getCardGrid(caller, params.poolId, query.week, query.after));
