// GET /api/{sport}/{league}/picks/feed
import { route } from "@/lib/api/handler";
import { listNetworkPicks } from "@/lib/server/social/list-network-picks";
import { socialApi } from "@/lib/contracts/social";

export const GET = route(socialApi.networkPicks, ({ caller, params, query }) => listNetworkPicks(caller.id, params.league, query));
