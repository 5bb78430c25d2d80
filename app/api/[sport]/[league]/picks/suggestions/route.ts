// GET /api/{sport}/{league}/picks/suggestions
import { route } from "@/lib/api/handler";
import { socialApi } from "@/lib/contracts/social";
import { listPickSuggestions } from "@/lib/server/social/list-pick-suggestions";

export const GET = route(socialApi.pickSuggestions, ({ caller, params }) => listPickSuggestions(params.league, caller?.id));
