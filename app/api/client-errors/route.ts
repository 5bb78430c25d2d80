// POST /api/client-errors
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { clientAddress } from "@/lib/server/net/client-address";
import { logClientError } from "@/lib/server/observability/log-client-error";

// Sized for one message and where it happened, never a dump: 2 KB of message, the whole body at most 4 KB.
const body = z.object({
  message: z.string().min(1).max(2048),
  where: z.string().min(1).max(200),
  digest: z.string().max(100).optional(),
});

/** Browser errors land in the same server log as server errors, under a request id of their own. */
export const POST = handler({ auth: "none", body, bodyLimit: 4096 }, ({ request, body, requestId }) =>
  logClientError(body, { ip: clientAddress(request), requestId }),
);
