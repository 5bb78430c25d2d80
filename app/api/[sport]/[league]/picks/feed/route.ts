// GET /api/{sport}/{league}/picks/feed
import { handler } from "@/lib/api/handler";
import { listNetworkPicks } from "@/lib/server/social/list-network-picks";
import { networkPickPageSchema, socialPageQuery } from "@/lib/contracts/social";
import { leagueParams } from "@/lib/contracts/params";

export const GET = handler({ auth: "auth", response: networkPickPageSchema, params: leagueParams, query: socialPageQuery }, ({ caller, params, query }) =>
  listNetworkPicks(caller.id, params.league, query),
);
