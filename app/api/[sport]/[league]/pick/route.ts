// POST /api/{sport}/{league}/pick
import { handler } from "@/lib/api/handler";
import { createPick } from "@/lib/server/picks/create-pick";
import { leagueParams, pickBody, requireLeagueRoute } from "@/lib/server/fixtures/schemas";

export const dynamic = "force-dynamic";

export const POST = handler({ auth: "auth", params: leagueParams, body: pickBody }, async ({ caller, params, body }) => {
  const route = requireLeagueRoute(params);
  return createPick(caller, { league: route.dbLeague, fixtureId: body.fixtureId, side: body.side });
});
