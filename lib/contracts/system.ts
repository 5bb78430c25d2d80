// The calls around the product rather than in it: the health check, the scheduler's sync and browsers' error reports.
import { z } from "zod";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

export const healthSchema = z.object({ status: z.enum(["ok", "degraded"]), version: z.string(), database: z.enum(["up", "down"]) });
export type Health = z.infer<typeof healthSchema>;

// Sized for one message and where it happened, never a dump: 2 KB of message, the whole body at most 4 KB.
export const clientErrorBody = z.object({
  message: z.string().min(1).max(2048),
  where: z.string().min(1).max(200),
  digest: z.string().max(100).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorBody>;

export const clientErrorLoggedSchema = z.object({ requestId: z.string() });

const tag = "system";

export const systemApi = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    auth: "none",
    tag,
    summary: "Whether the app and its database answer (503 with the same payload while the database is down)",
    response: healthSchema,
    errors: [],
  }),
  cronSync: endpoint({
    method: "GET",
    path: "/api/cron/sync",
    auth: "none",
    tag,
    summary: "The scheduler's sync of fixtures, odds and results (Vercel Cron, with `Authorization: Bearer $CRON_SECRET`)",
    response: null,
    raw: { status: 200, contentType: "application/json", description: "The sync's summary in the envelope: an operator's report, not a client's contract" },
    errors: ["UNAUTHORIZED"],
  }),
  reportClientError: endpoint({
    ...methodAndPath(routes.system.reportClientError),
    auth: "none",
    tag,
    summary: "A browser's error report, logged under a request id of its own",
    body: clientErrorBody,
    bodyLimit: 4096,
    response: clientErrorLoggedSchema,
    errors: ["FORBIDDEN", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
  }),
};
