// The refusals an API call can answer, grouped by HTTP status as the OpenAPI document lists them.
import { z } from "zod";
import { ERROR_CATALOGUE, type ErrorCode } from "@/lib/errors/catalogue";
import type { EndpointDeclaration } from "@/lib/contracts/endpoint";

/** Any call can answer these: an unexpected failure, an outage, and load shedding. */
const ALWAYS: readonly ErrorCode[] = ["UNKNOWN", "SERVICE_UNAVAILABLE", "RATE_LIMITED"];

const fieldIssueSchema = z.object({ path: z.string(), message: z.string() }).meta({ id: "FieldIssue" });

/** Every code the call can answer, in catalogue order. */
export function errorCodesOf(declaration: EndpointDeclaration): ErrorCode[] {
  const codes = new Set<ErrorCode>([...declaration.errors, ...ALWAYS]);
  return (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => codes.has(code));
}

/** The error envelope with its code narrowed to the ones this status can carry. */
function errorEnvelope(codes: ErrorCode[]) {
  return z.object({
    error: z.object({
      code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
      message: z.string().meta({ description: "The catalogue's message, or a more precise one for this refusal" }),
      issues: z.array(fieldIssueSchema).optional().meta({ description: "One entry per invalid field (VALIDATION_ERROR)" }),
      details: z.unknown().optional().meta({ description: "Facts about the refusal, e.g. the request id of an UNKNOWN failure" }),
    }),
  });
}

const describe = (codes: ErrorCode[]) => codes.map((code) => `\`${code}\`: ${ERROR_CATALOGUE[code].message}`).join("; ");

/** The error responses of one call, keyed by status ("401", "422", ...). */
export function errorResponses(declaration: EndpointDeclaration) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(declaration)) {
    const { status } = ERROR_CATALOGUE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: describe(codes),
        ...(status === ERROR_CATALOGUE.RATE_LIMITED.status
          ? { headers: { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" as const } } } }
          : {}),
        content: { "application/json": { schema: errorEnvelope(codes) } },
      },
    ]),
  );
}
