// GET /api/picker/parlays/{userId}
import { handler } from "@/lib/api/handler";
import { listPickerParlays } from "@/lib/server/parlays/list-picker-parlays";
import { pickerParlaysParams, pickerParlaysQuery } from "@/lib/server/parlays/schemas";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "hybrid", params: pickerParlaysParams, query: pickerParlaysQuery }, ({ params, query }) =>
  listPickerParlays({ userId: params.userId, limit: query.limit, cursor: query.cursor, league: query.league }),
);
