// What the proxy does with an API request it does not answer itself (./api-path-guard.ts answers the unserved ones).
import { NextResponse, type NextRequest } from "next/server";
import { newRequestId, REQUEST_ID_RESPONSE_HEADER } from "@/lib/observability/request-id";
import { withoutInternalHeaders } from "@/lib/security/secure-page";
import { declaredRead } from "./api-path-guard";
import { signedInCacheKey } from "./shared-cache";

/**
 * The proxy's hand-off of an API request it does not answer itself: with the request id it gives every request (a
 * client's own is replaced), onto its own cache key when it needs one.
 */
export function apiPassThrough(request: NextRequest): NextResponse {
  const requestId = newRequestId();
  const headers = withoutInternalHeaders(request, requestId);
  const response = signedInCacheKey(request, declaredRead(request.nextUrl.pathname), headers) ?? NextResponse.next({ request: { headers } });
  response.headers.set(REQUEST_ID_RESPONSE_HEADER, requestId);
  return response;
}
