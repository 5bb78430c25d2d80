// POST /api/client-errors
import { route } from "@/lib/api/handler";
import { systemApi } from "@/lib/contracts/system";
import { clientAddress } from "@/lib/server/net/client-address";
import { logClientError } from "@/lib/server/observability/log-client-error";

/** Browser errors land in the same server log as server errors, under a request id of their own. */
export const POST = route(systemApi.reportClientError, ({ request, body, requestId }) => logClientError(body, { ip: clientAddress(request), requestId }));
