// GET /api/{sport}/{league}/picks/suggestions
import { handler } from "@/lib/api/handler";
import { networkPickListSchema } from "@/lib/contracts/social";
import { listPickSuggestions } from "@/lib/server/social/list-pick-suggestions";
import { leagueParams } from "@/lib/contracts/params";

export const GET = handler({ auth: "hybrid", response: networkPickListSchema, params: leagueParams }, ({ caller, params }) => listPickSuggestions(params.league, caller?.id));
