// GET /api/{sport}/{league}/picks/feed
import { handler } from "@/lib/api/handler";
import { listNetworkPicks } from "@/lib/server/social/list-network-picks";
import { pageQuery } from "@/lib/server/social/pagination";
import { leagueParams } from "@/lib/server/social/schemas";

export const GET = handler({ auth: "auth", params: leagueParams, query: pageQuery }, ({ caller, params, query }) =>
  listNetworkPicks(caller.id, params.league, query),
);
