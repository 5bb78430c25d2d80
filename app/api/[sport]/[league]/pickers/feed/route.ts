// GET /api/{sport}/{league}/pickers/feed (hybrid: the page is open to visitors, whose follow buttons lead to login)
import { route } from "@/lib/api/handler";
import { socialApi } from "@/lib/contracts/social";
import { listHotPickers } from "@/lib/server/social/list-hot-pickers";

export const GET = route(socialApi.hotPickers, ({ caller, params }) => listHotPickers(params.league, caller?.id));
