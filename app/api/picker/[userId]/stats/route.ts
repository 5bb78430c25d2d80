// GET /api/picker/{userId}/stats
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { getPickerStats } from "@/lib/server/stats/get-picker-stats";

export const dynamic = "force-dynamic";

const params = z.object({ userId: z.string().min(1).max(100) });

// Hybrid: profiles are public (DESIGN §5), so visitors get the same numbers.
export const GET = handler({ auth: "hybrid", params }, ({ params }) => getPickerStats(params.userId));
