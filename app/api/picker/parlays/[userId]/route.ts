// GET /api/picker/parlays/{userId}
import { route } from "@/lib/api/handler";
import { listPickerParlays } from "@/lib/server/parlays/list-picker-parlays";
import { parlaysApi } from "@/lib/contracts/parlays";

export const dynamic = "force-dynamic";

export const GET = route(parlaysApi.list, ({ caller, params, query }) =>
  listPickerParlays({ userId: params.userId, limit: query.limit, cursor: query.cursor, league: query.league }, caller?.id),
);
