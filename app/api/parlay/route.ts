// POST /api/parlay
import { route } from "@/lib/api/handler";
import { createParlay } from "@/lib/server/parlays/create-parlay";
import { parlaysApi } from "@/lib/contracts/parlays";

export const dynamic = "force-dynamic";

export const POST = route(parlaysApi.create, ({ caller, body }) => createParlay(caller, body.parlay));
