// GET /api/picker/picks/{userId}
import { handler } from "@/lib/api/handler";
import { listPickerPicks } from "@/lib/server/pickers/list-picker-picks";
import { pickerIdParams, picksQuery } from "@/lib/server/pickers/schemas";

export const GET = handler({ auth: "auth", params: pickerIdParams, query: picksQuery }, ({ params, query }) =>
  listPickerPicks({ userId: params.userId, league: query.league }, query),
);
