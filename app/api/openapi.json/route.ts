// GET /api/openapi.json
import { route } from "@/lib/api/handler";
import { referenceApi } from "@/lib/contracts/reference";
import { apiDocumentJson } from "@/lib/openapi/api-document";

export const dynamic = "force-dynamic";

const { raw } = referenceApi.document;

// The document changes only with a deploy: browsers and shared caches may keep it for an hour, and serve it stale for
// a day while they fetch it again.
export const GET = route(referenceApi.document, () =>
  new Response(apiDocumentJson(), {
    status: raw.status,
    headers: { "Content-Type": raw.contentType, "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" },
  }),
);
