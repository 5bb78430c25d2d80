// GET /api/leaderboard
import { route } from "@/lib/api/handler";
import { leaderboardApi } from "@/lib/contracts/leaderboard";
import { getLeaderboard } from "@/lib/server/leaderboard/get-leaderboard";
import { getSharpestBoard } from "@/lib/server/leaderboard/get-sharpest-board";

export const dynamic = "force-dynamic";

export const GET = route(leaderboardApi.get, ({ caller, query }) => {
  const { sort, scope, ...page } = query;
  const callerId = caller?.id ?? null;
  return sort === "clv" ? getSharpestBoard({ ...page, callerId }) : getLeaderboard({ ...page, scope, callerId });
});
