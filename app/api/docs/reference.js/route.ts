// GET /api/docs/reference.js
import { route } from "@/lib/api/handler";
import { referenceApi } from "@/lib/contracts/reference";
import { referenceScript } from "@/lib/openapi/reference-page";

export const dynamic = "force-dynamic";

const { raw } = referenceApi.script;

// About 5 MB that change only with a deploy (and the page names no version to bust a longer cache).
export const GET = route(referenceApi.script, async () =>
  new Response(await referenceScript(), {
    status: raw.status,
    headers: { "Content-Type": `${raw.contentType}; charset=utf-8`, "Cache-Control": "public, max-age=3600" },
  }),
);
