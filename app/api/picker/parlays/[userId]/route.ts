// GET /api/picker/parlays/{userId}
import { handler } from "@/lib/api/handler";
import { listPickerParlays } from "@/lib/server/parlays/list-picker-parlays";
import { userIdParams } from "@/lib/contracts/params";
import { parlayPageSchema, pickerParlaysQuery } from "@/lib/contracts/parlays";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "hybrid", response: parlayPageSchema, params: userIdParams, query: pickerParlaysQuery }, ({ caller, params, query }) =>
  listPickerParlays({ userId: params.userId, limit: query.limit, cursor: query.cursor, league: query.league }, caller?.id),
);
