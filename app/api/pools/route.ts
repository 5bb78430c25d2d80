// GET /api/pools and POST /api/pools
import { handler } from "@/lib/api/handler";
import { createPoolBody } from "@/lib/contracts/pools";
import { createPool } from "@/lib/server/pools/create-pool";
import { listMyPools } from "@/lib/server/pools/list-my-pools";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "auth" }, ({ caller }) => listMyPools(caller));

export const POST = handler({ auth: "auth", body: createPoolBody }, ({ caller, body }) => createPool(caller, body));
