// GET /api/picker/{userId}/stats
import { handler } from "@/lib/api/handler";
import { pickerStatsSchema } from "@/lib/contracts/pickers";
import { pickerKeyUserIdParams } from "@/lib/contracts/params";
import { getPickerStats } from "@/lib/server/stats/get-picker-stats";

export const dynamic = "force-dynamic";

// Hybrid: profiles are public, so visitors get the same numbers.
export const GET = handler({ auth: "hybrid", response: pickerStatsSchema, params: pickerKeyUserIdParams }, ({ params }) => getPickerStats(params.userId));
