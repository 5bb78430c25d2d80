// GET /api/pools/{poolId}/card/table
import { route } from "@/lib/api/handler";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import { getCardTable } from "@/lib/server/pools/card/get-card-table";

export const dynamic = "force-dynamic";

export const GET = route(cardPoolsApi.table, ({ caller, params, query }) =>
  getCardTable(caller, params.poolId, query.table, { after: query.after, season: query.season }),
);
