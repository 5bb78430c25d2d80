// GET /api/pools/{poolId}/survivor
import { route } from "@/lib/api/handler";
import { survivorApi } from "@/lib/contracts/survivor";
import { getSurvivor } from "@/lib/server/survivor/get-survivor";

export const dynamic = "force-dynamic";

export const GET = route(survivorApi.get, ({ caller, params }) => getSurvivor(caller, params.poolId));
