// GET /api/pools/{poolId}/survivor
import { handler } from "@/lib/api/handler";
import { poolParams } from "@/lib/contracts/pools";
import { survivorStateSchema } from "@/lib/contracts/survivor";
import { getSurvivor } from "@/lib/server/survivor/get-survivor";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "auth", response: survivorStateSchema, params: poolParams }, ({ caller, params }) => getSurvivor(caller, params.poolId));
