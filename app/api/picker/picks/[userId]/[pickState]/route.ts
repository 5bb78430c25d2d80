// GET /api/picker/picks/{userId}/{pickState}
import { handler } from "@/lib/api/handler";
import { pickPageSchema } from "@/lib/contracts/picks";
import { listPickerPicks } from "@/lib/server/pickers/list-picker-picks";
import { picksQuery, pickStateParams } from "@/lib/contracts/pickers";

export const GET = handler({ auth: "auth", response: pickPageSchema, params: pickStateParams, query: picksQuery }, ({ caller, params, query }) =>
  listPickerPicks({ userId: params.userId, state: params.pickState, league: query.league }, query, caller.id),
);
