// GET /api/leaderboard
import { handler } from "@/lib/api/handler";
import { leaderboardQuery, leaderboardSchema } from "@/lib/contracts/leaderboard";
import { getLeaderboard } from "@/lib/server/leaderboard/get-leaderboard";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "hybrid", response: leaderboardSchema, query: leaderboardQuery }, ({ caller, query }) =>
  getLeaderboard({ ...query, callerId: caller?.id ?? null }),
);
