// GET /api/openapi.json
import { route } from "@/lib/api/handler";
import { referenceApi } from "@/lib/contracts/reference";
import { apiDocumentJson } from "@/lib/openapi/api-document";

export const dynamic = "force-dynamic";

const { raw } = referenceApi.document;

// The document changes only with a deploy: the CDN shares it for an hour (its declaration's sharedCache).
export const GET = route(referenceApi.document, () =>
  new Response(apiDocumentJson(), {
    status: raw.status,
    headers: { "Content-Type": raw.contentType },
  }),
);
