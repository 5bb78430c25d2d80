// GET /api/docs
import { route } from "@/lib/api/handler";
import { referenceApi } from "@/lib/contracts/reference";
import { referencePageHtml } from "@/lib/openapi/reference-page";
import { REFERENCE_PAGE_POLICY } from "@/lib/security/policies";

export const dynamic = "force-dynamic";

const { raw } = referenceApi.page;

// next.config.ts sends the same policy for this path; set here too so the page is never served without it.
export const GET = route(referenceApi.page, () =>
  new Response(referencePageHtml(), {
    status: raw.status,
    headers: {
      "Content-Type": `${raw.contentType}; charset=utf-8`,
      "Content-Security-Policy": REFERENCE_PAGE_POLICY,
    },
  }),
);
