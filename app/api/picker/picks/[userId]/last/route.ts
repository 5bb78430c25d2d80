// GET /api/picker/picks/{userId}/last
import { handler } from "@/lib/api/handler";
import { lastPickSchema } from "@/lib/contracts/picks";
import { getLastPick } from "@/lib/server/pickers/get-last-pick";
import { userIdParams } from "@/lib/contracts/params";

export const GET = handler({ auth: "auth", response: lastPickSchema, params: userIdParams }, ({ caller, params }) =>
  getLastPick(params.userId, caller.id),
);
