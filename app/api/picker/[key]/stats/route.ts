// GET /api/picker/{userId}/stats
import { handler } from "@/lib/api/handler";
import { pickerStatsSchema } from "@/lib/contracts/pickers";
import { pickerKeyUserIdParams } from "@/lib/contracts/params";
import { getPickerStats } from "@/lib/server/stats/get-picker-stats";

export const dynamic = "force-dynamic";

// Hybrid: public profiles' numbers are everyone's; a private picker's are only their own.
export const GET = handler({ auth: "hybrid", response: pickerStatsSchema, params: pickerKeyUserIdParams }, ({ caller, params }) =>
  getPickerStats(params.userId, caller?.id),
);
