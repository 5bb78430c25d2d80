// GET /api/pools and POST /api/pools
import { handler } from "@/lib/api/handler";
import { createPoolBody, poolDetailSchema, poolListSchema } from "@/lib/contracts/pools";
import { createPool } from "@/lib/server/pools/create-pool";
import { listMyPools } from "@/lib/server/pools/list-my-pools";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "auth", response: poolListSchema }, ({ caller }) => listMyPools(caller));

export const POST = handler({ auth: "auth", response: poolDetailSchema, body: createPoolBody }, ({ caller, body }) => createPool(caller, body));
