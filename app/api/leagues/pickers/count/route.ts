// GET /api/leagues/pickers/count
import { handler } from "@/lib/api/handler";
import { leaguePickerCountsSchema } from "@/lib/contracts/leagues";
import { countLeaguePickers } from "@/lib/server/leagues/count-league-pickers";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "none", response: leaguePickerCountsSchema }, () => countLeaguePickers());
