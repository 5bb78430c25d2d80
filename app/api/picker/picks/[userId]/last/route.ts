// GET /api/picker/picks/{userId}/last
import { route } from "@/lib/api/handler";
import { pickersApi } from "@/lib/contracts/pickers";
import { getLastPick } from "@/lib/server/pickers/get-last-pick";

export const GET = route(pickersApi.lastPick, ({ caller, params }) => getLastPick(params.userId, caller.id));
