// GET /api/leagues/pickers/count
import { route } from "@/lib/api/handler";
import { leaguesApi } from "@/lib/contracts/leagues";
import { countLeaguePickers } from "@/lib/server/leagues/count-league-pickers";

export const dynamic = "force-dynamic";

export const GET = route(leaguesApi.pickerCounts, () => countLeaguePickers());
