// POST /api/client-errors
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { reportError } from "@/lib/observability/report-error";

const body = z.object({
  message: z.string().min(1).max(1000),
  where: z.string().min(1).max(200),
  digest: z.string().max(100).optional(),
});

/** Browser errors land in the same server log as server errors, under a request id of their own. */
export const POST = handler({ auth: "none", body, bodyLimit: 4096 }, ({ body, requestId }) => {
  const error = new Error(body.message);
  error.name = "ClientError";
  reportError(error, { requestId, where: `client ${body.where}${body.digest ? ` (digest ${body.digest})` : ""}` });
  return { requestId };
});
