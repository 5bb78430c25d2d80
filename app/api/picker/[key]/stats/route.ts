// GET /api/picker/{userId}/stats
import { route } from "@/lib/api/handler";
import { pickersApi } from "@/lib/contracts/pickers";
import { getPickerStats } from "@/lib/server/stats/get-picker-stats";

export const dynamic = "force-dynamic";

// Hybrid: public profiles' numbers are everyone's; a private picker's are only their own.
export const GET = route(pickersApi.stats, ({ caller, params }) => getPickerStats(params.userId, caller?.id));
