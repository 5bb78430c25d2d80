// GET /api/picker/picks/{userId}/{pickState}
import { route } from "@/lib/api/handler";
import { pickersApi } from "@/lib/contracts/pickers";
import { listPickerPicks } from "@/lib/server/pickers/list-picker-picks";

export const GET = route(pickersApi.picks, ({ caller, params, query }) =>
  listPickerPicks({ userId: params.userId, state: params.pickState, league: query.league }, query, caller.id),
);
