// GET /api/picker/{userId}/stats
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { getPickerStats } from "@/lib/server/stats/get-picker-stats";

export const dynamic = "force-dynamic";

// The folder is [key]: /api/picker/{username} shares this level, and Next.js allows one dynamic name per level.
const params = z.object({ key: z.string().min(1).max(100) });

// Hybrid: profiles are public, so visitors get the same numbers.
export const GET = handler({ auth: "hybrid", params }, ({ params }) => getPickerStats(params.key));
