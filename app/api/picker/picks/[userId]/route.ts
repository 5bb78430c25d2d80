// GET /api/picker/picks/{userId}
import { handler } from "@/lib/api/handler";
import { pickPageSchema } from "@/lib/contracts/picks";
import { listPickerPicks } from "@/lib/server/pickers/list-picker-picks";
import { userIdParams } from "@/lib/contracts/params";
import { picksQuery } from "@/lib/contracts/pickers";

export const GET = handler({ auth: "auth", response: pickPageSchema, params: userIdParams, query: picksQuery }, ({ caller, params, query }) =>
  listPickerPicks({ userId: params.userId, league: query.league }, query, caller.id),
);
