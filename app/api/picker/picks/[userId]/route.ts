// GET /api/picker/picks/{userId}
import { route } from "@/lib/api/handler";
import { pickersApi } from "@/lib/contracts/pickers";
import { listPickerPicks } from "@/lib/server/pickers/list-picker-picks";

export const GET = route(pickersApi.allPicks, ({ caller, params, query }) => listPickerPicks({ userId: params.userId, league: query.league }, query, caller.id));
