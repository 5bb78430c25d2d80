// GET /api/pools and POST /api/pools
import { route } from "@/lib/api/handler";
import { poolsApi } from "@/lib/contracts/pools";
import { createPool } from "@/lib/server/pools/create-pool";
import { listMyPools } from "@/lib/server/pools/list-my-pools";

export const dynamic = "force-dynamic";

export const GET = route(poolsApi.list, ({ caller }) => listMyPools(caller));

export const POST = route(poolsApi.create, ({ caller, body }) => createPool(caller, body));
