// POST /api/{sport}/{league}/pick
import { handler } from "@/lib/api/handler";
import { createPick } from "@/lib/server/picks/create-pick";
import { createdPickSchema, pickBody } from "@/lib/contracts/fixtures";
import { leagueParams } from "@/lib/contracts/params";

export const dynamic = "force-dynamic";

export const POST = handler({ auth: "auth", response: createdPickSchema, params: leagueParams, body: pickBody }, ({ caller, params, body }) =>
  createPick(caller, { league: params.dbLeague, ...body }),
);
