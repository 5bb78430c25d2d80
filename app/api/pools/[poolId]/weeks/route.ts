// GET /api/pools/{poolId}/weeks
import { handler } from "@/lib/api/handler";
import { poolParams, poolWeeksSchema } from "@/lib/contracts/pools";
import { listPoolWeeks } from "@/lib/server/pools/list-pool-weeks";

export const GET = handler({ auth: "auth", response: poolWeeksSchema, params: poolParams }, ({ caller, params }) => listPoolWeeks(caller, params.poolId));
