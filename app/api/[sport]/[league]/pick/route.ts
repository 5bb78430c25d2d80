// POST /api/{sport}/{league}/pick
import { route } from "@/lib/api/handler";
import { createPick } from "@/lib/server/picks/create-pick";
import { picksApi } from "@/lib/contracts/picks";

export const dynamic = "force-dynamic";

export const POST = route(picksApi.create, ({ caller, params, body }) => createPick(caller, { league: params.dbLeague, ...body }));
