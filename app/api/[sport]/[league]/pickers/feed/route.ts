// GET /api/{sport}/{league}/pickers/feed (hybrid: the page is open to visitors, whose follow buttons lead to login)
import { handler } from "@/lib/api/handler";
import { hotPickerListSchema } from "@/lib/contracts/social";
import { listHotPickers } from "@/lib/server/social/list-hot-pickers";
import { leagueParams } from "@/lib/contracts/params";

export const GET = handler({ auth: "hybrid", response: hotPickerListSchema, params: leagueParams }, ({ caller, params }) => listHotPickers(params.league, caller?.id));
