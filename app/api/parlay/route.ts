// POST /api/parlay
import { handler } from "@/lib/api/handler";
import { createParlay } from "@/lib/server/parlays/create-parlay";
import { createParlayBody, parlayViewSchema } from "@/lib/contracts/parlays";

export const dynamic = "force-dynamic";

export const POST = handler({ auth: "auth", response: parlayViewSchema, body: createParlayBody }, ({ caller, body }) => createParlay(caller, body.parlay));
